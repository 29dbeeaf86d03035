import { describe, expect, test } from 'vitest'
import { applyAction, type TextState } from './editor-actions.ts'

/** Writes a state as text with [ and ] marking the selection. */
function show({ value, start, end }: TextState): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`
}
/** Reads text with [ and ] marking the selection. */
function read(marked: string): TextState {
  const start = marked.indexOf('[')
  const end = marked.indexOf(']') - 1
  return { value: marked.replace('[', '').replace(']', ''), start, end }
}

describe('toolbar actions', () => {
  test.each([
    ['bold', 'Make [this] strong', 'Make **[this]** strong'],
    ['bold', 'Make **[this]** plain', 'Make [this] plain'],
    ['bold', 'Empty []', 'Empty **[bold text]**'],
    ['italic', 'An [aside]', 'An *[aside]*'],
    ['heading', 'Intro\nTi[]tle', 'Intro\n[## Title]'],
    ['heading', '[## Title]', '[Title]'],
    ['bullets', '[one\ntwo]', '[- one\n- two]'],
    ['bullets', '[- one\n- two]', '[one\ntwo]'],
    ['numbers', '[one\ntwo]', '[1. one\n2. two]'],
    ['quote', 'Said [so]', '[> Said so]'],
    ['code', 'Run [npm test]', 'Run `[npm test]`'],
    ['code', '[a\nb]', '```\n[a\nb]\n```'],
  ] as const)('%s: %j → %j', (action, before, after) => {
    expect(show(applyAction(action, read(before)))).toBe(after)
  })

  // Links hold brackets themselves, so these compare the text and the selected part apart.
  test.each([
    ['link', 'See ', 'our page', 'See [our page](https://)', 'https://'],
    ['link', 'See ', '', 'See [link text](https://)', 'link text'],
    ['image', '', '', '![Describe the image](https://)', 'Describe the image'],
  ] as const)('%s after %j with %j selected', (action, before, selected, value, nowSelected) => {
    const state = { value: before + selected, start: before.length, end: before.length + selected.length }
    const result = applyAction(action, state)
    expect(result.value).toBe(value)
    expect(result.value.slice(result.start, result.end)).toBe(nowSelected)
  })
})
