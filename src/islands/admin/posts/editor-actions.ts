/**
 * What the Markdown toolbar does to the text: pure functions from the text and its selection
 * to the new text and selection, so they are tested without a browser.
 */

export interface TextState {
  value: string
  /** Selection start and end, as a textarea reports them. */
  start: number
  end: number
}

export type EditorAction =
  'heading' | 'bold' | 'italic' | 'link' | 'bullets' | 'numbers' | 'quote' | 'code' | 'image'

/** Wraps the selection in `before`/`after`, or inserts a selected placeholder; wrapping twice unwraps. */
function wrap(state: TextState, before: string, after: string, placeholder: string): TextState {
  const { value, start, end } = state
  const selected = value.slice(start, end)
  if (
    selected !== '' &&
    value.slice(start - before.length, start) === before &&
    value.slice(end, end + after.length) === after
  ) {
    return {
      value: value.slice(0, start - before.length) + selected + value.slice(end + after.length),
      start: start - before.length,
      end: end - before.length,
    }
  }
  const text = selected === '' ? placeholder : selected
  return {
    value: value.slice(0, start) + before + text + after + value.slice(end),
    start: start + before.length,
    end: start + before.length + text.length,
  }
}

/** The whole lines the selection touches. */
function lineRange(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1
  // A selection ending just after a newline does not take in the next line.
  const stop = end > start && value[end - 1] === '\n' ? end - 1 : end
  const next = value.indexOf('\n', stop)
  return [from, next === -1 ? value.length : next]
}

/**
 * Puts a marker before each selected line (`prefix(index)`), or takes it away when every line
 * already has one of that kind (`has`).
 */
function prefixLines(state: TextState, prefix: (index: number) => string, has: RegExp): TextState {
  const [from, to] = lineRange(state.value, state.start, state.end)
  const lines = state.value.slice(from, to).split('\n')
  const remove = lines.every((line) => has.test(line))
  const changed = lines.map((line, index) =>
    remove ? line.replace(has, '') : prefix(index) + line.replace(has, ''),
  )
  const text = changed.join('\n')
  return {
    value: state.value.slice(0, from) + text + state.value.slice(to),
    start: from,
    end: from + text.length,
  }
}

/** Inserts a link or image with the part the admin types next selected. */
function insertLink(state: TextState, image: boolean): TextState {
  const { value, start, end } = state
  const selected = value.slice(start, end)
  const bang = image ? '!' : ''
  const label = selected || (image ? 'Describe the image' : 'link text')
  const url = 'https://'
  const text = `${bang}[${label}](${url})`
  const base = start + bang.length + 1
  // With a label already chosen, the address is what is left to type.
  const [selStart, selEnd] = selected
    ? [base + label.length + 2, base + label.length + 2 + url.length]
    : [base, base + label.length]
  return { value: value.slice(0, start) + text + value.slice(end), start: selStart, end: selEnd }
}

function code(state: TextState): TextState {
  const selected = state.value.slice(state.start, state.end)
  if (!selected.includes('\n')) return wrap(state, '`', '`', 'code')
  const [from, to] = lineRange(state.value, state.start, state.end)
  const block = `\`\`\`\n${state.value.slice(from, to)}\n\`\`\``
  return {
    value: state.value.slice(0, from) + block + state.value.slice(to),
    start: from + 4,
    end: from + block.length - 4,
  }
}

export function applyAction(action: EditorAction, state: TextState): TextState {
  switch (action) {
    case 'heading':
      return prefixLines(state, () => '## ', /^#{1,6} /)
    case 'bold':
      return wrap(state, '**', '**', 'bold text')
    case 'italic':
      return wrap(state, '*', '*', 'italic text')
    case 'link':
      return insertLink(state, false)
    case 'image':
      return insertLink(state, true)
    case 'bullets':
      return prefixLines(state, () => '- ', /^[-*+] /)
    case 'numbers':
      return prefixLines(state, (index) => `${index + 1}. `, /^\d{1,9}[.)] /)
    case 'quote':
      return prefixLines(state, () => '> ', /^> ?/)
    case 'code':
      return code(state)
  }
}
