/**
 * The post editor's Markdown: a small, strict dialect, converted both ways. See
 * docs/decisions/011-post-editor.md.
 *
 * Markdown → HTML (what is saved): headings (`#` and `##` give h2, the post's title being the
 * page's h1; `###` to `######` give h3 to h6), paragraphs, `**bold**`, `*italic*`, `` `code` ``,
 * fenced code blocks, `[links](url "title")`, `![images](url)`, `-`/`*`/`+` and `1.` lists
 * (one level), `>` quotes, `---` rules and hard breaks (a line ending in `\` or two spaces).
 * Every character of text is HTML-escaped and only http(s), mailto, same-site and `#` links
 * (http(s) and same-site images) are kept, so the output is safe before the server sanitises it
 * again.
 *
 * HTML → Markdown (to edit an existing post): the same elements in reverse. A post is edited as
 * Markdown only when converting it back gives the same HTML (`toEditableMarkdown`); anything
 * else (tables, figures, underline...) stays in HTML mode, so nothing is ever lost silently.
 */
import { escapeHtml, parseHtml, serializeHtml, textOf, type HtmlNode } from './html-tree.ts'
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '../../../domain/post-html.ts'

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[ \t]*$/
const RULE = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/
const QUOTE = /^ {0,3}>[ \t]?/
const BULLET = /^ {0,3}[-*+](?:[ \t]+(.*))?$/
const ORDERED = /^ {0,3}(\d{1,9})[.)](?:[ \t]+(.*))?$/
const BLANK = /^[ \t]*$/
const ESCAPABLE = /[!-/:-@[-`{-~]/

/** Links may go to the web, to an e-mail address, to a page of this site or to a heading. */
export function safeHref(url: string): string | null {
  const value = url.trim()
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value
  if (value.startsWith('#')) return value
  return null
}

/** Images come from the web or from this site (uploads), as the server requires. */
export function safeImageSrc(url: string): string | null {
  const value = url.trim()
  if (/^https?:\/\//i.test(value)) return value
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value
  return null
}

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line)
  )
}

/** Converts the editor's Markdown to HTML, one block per line. */
export function markdownToHtml(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (BLANK.test(line)) {
      i += 1
      continue
    }

    const fence = FENCE.exec(line)
    if (fence) {
      const marker = fence[1]!
      const body: string[] = []
      i += 1
      while (i < lines.length) {
        const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[i]!)
        if (closing && closing[1]![0] === marker[0] && closing[1]!.length >= marker.length) break
        body.push(lines[i]!)
        i += 1
      }
      i += 1 // the closing fence (or the end)
      blocks.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`)
      continue
    }

    const heading = HEADING.exec(line)
    if (heading) {
      const level = Math.max(2, heading[1]!.length)
      blocks.push(`<h${level}>${inline((heading[2] ?? '').trim())}</h${level}>`)
      i += 1
      continue
    }

    if (RULE.test(line)) {
      blocks.push('<hr>')
      i += 1
      continue
    }

    if (QUOTE.test(line)) {
      const inner: string[] = []
      while (i < lines.length && QUOTE.test(lines[i]!)) {
        inner.push(lines[i]!.replace(QUOTE, ''))
        i += 1
      }
      blocks.push(`<blockquote>\n${markdownToHtml(inner.join('\n'))}\n</blockquote>`)
      continue
    }

    const ordered = ORDERED.exec(line)
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? ORDERED : BULLET
      const items: string[][] = []
      while (i < lines.length) {
        const current = lines[i]!
        const item = pattern.exec(current)
        // A rule such as '- - -' is not an item.
        if (item && !RULE.test(current)) {
          items.push([(ordered ? item[2] : item[1]) ?? ''])
          i += 1
          continue
        }
        if (BLANK.test(current)) {
          // Blank lines between items keep the list going; anything else ends it.
          let next = i + 1
          while (next < lines.length && BLANK.test(lines[next]!)) next += 1
          if (next < lines.length && pattern.test(lines[next]!) && !RULE.test(lines[next]!)) {
            i = next
            continue
          }
          break
        }
        if (startsBlock(current)) break
        items[items.length - 1]!.push(current.trimStart())
        i += 1
      }
      const tag = ordered ? 'ol' : 'ul'
      const start = ordered ? Number(ordered[1]) : 1
      const open = ordered && start !== 1 ? `<ol start="${start}">` : `<${tag}>`
      const body = items.map((item) => `<li>${inline(item.join('\n').trim())}</li>`).join('\n')
      blocks.push(`${open}\n${body}\n</${tag}>`)
      continue
    }

    const paragraph: string[] = []
    while (
      i < lines.length &&
      !BLANK.test(lines[i]!) &&
      (paragraph.length === 0 || !startsBlock(lines[i]!))
    ) {
      paragraph.push(lines[i]!.trimStart())
      i += 1
    }
    blocks.push(`<p>${inline(paragraph.join('\n').trimEnd())}</p>`)
  }
  return blocks.join('\n')
}

interface LinkParts {
  text: string
  url: string
  title: string | null
  /** Index just after the closing parenthesis. */
  end: number
}

/** Reads `[text](url "title")` starting at the `[` at `open`; null when it is not a link. */
function parseLink(src: string, open: number): LinkParts | null {
  let depth = 0
  let close = -1
  for (let j = open; j < src.length; j += 1) {
    const ch = src[j]
    if (ch === '\\') {
      j += 1
      continue
    }
    if (ch === '[') depth += 1
    else if (ch === ']') {
      depth -= 1
      if (depth === 0) {
        close = j
        break
      }
    }
  }
  if (close === -1 || src[close + 1] !== '(') return null
  let j = close + 2
  while (src[j] === ' ' || src[j] === '\t') j += 1
  let url: string
  if (src[j] === '<') {
    const end = src.indexOf('>', j)
    if (end === -1 || src.slice(j + 1, end).includes('\n')) return null
    url = src.slice(j + 1, end)
    j = end + 1
  } else {
    let parens = 0
    const begin = j
    while (j < src.length && !/\s/.test(src[j]!)) {
      if (src[j] === '\\' && j + 1 < src.length) {
        j += 2
        continue
      }
      if (src[j] === '(') parens += 1
      else if (src[j] === ')') {
        if (parens === 0) break
        parens -= 1
      }
      j += 1
    }
    url = src.slice(begin, j).replace(/\\([!-/:-@[-`{-~])/g, '$1')
  }
  while (src[j] === ' ' || src[j] === '\t' || src[j] === '\n') j += 1
  let title: string | null = null
  const quote = src[j]
  if (quote === '"' || quote === "'") {
    const end = src.indexOf(quote, j + 1)
    if (end === -1) return null
    title = src.slice(j + 1, end)
    j = end + 1
    while (src[j] === ' ' || src[j] === '\t') j += 1
  }
  if (src[j] !== ')') return null
  return { text: src.slice(open + 1, close), url, title, end: j + 1 }
}

/** Finds the closing delimiter of an emphasis run, skipping escapes and (for `*`) `**` pairs. */
function findClosing(src: string, from: number, delimiter: string): number {
  for (let j = from; j < src.length; j += 1) {
    const ch = src[j]
    if (ch === '\\') {
      j += 1
      continue
    }
    if (ch === '`') {
      const run = /^`+/.exec(src.slice(j))![0].length
      const end = src.indexOf('`'.repeat(run), j + run)
      if (end !== -1) j = end + run - 1
      continue
    }
    if (!src.startsWith(delimiter, j) || /\s/.test(src[j - 1]!)) {
      // Inside *em*, a **strong** pair is skipped whole.
      if (delimiter === '*' && src.startsWith('**', j)) j += 1
      continue
    }
    if (delimiter === '*' && src[j + 1] === '*') {
      j += 1
      continue
    }
    return j
  }
  return -1
}

function inline(src: string): string {
  let out = ''
  let i = 0
  while (i < src.length) {
    const ch = src[i]!

    if (ch === '\\') {
      const next = src[i + 1]
      if (next === '\n') {
        out += '<br>'
        i += 2
        while (src[i] === ' ' || src[i] === '\t') i += 1
        continue
      }
      if (next !== undefined && ESCAPABLE.test(next)) {
        out += escapeHtml(next)
        i += 2
        continue
      }
      out += '\\'
      i += 1
      continue
    }

    if (ch === '\n') {
      if (/ {2,}$/.test(out)) {
        out = out.replace(/ +$/, '') + '<br>'
        i += 1
        while (src[i] === ' ' || src[i] === '\t') i += 1
        continue
      }
      out = out.replace(/ +$/, '')
      out += '\n'
      i += 1
      while (src[i] === ' ' || src[i] === '\t') i += 1
      continue
    }

    if (ch === '`') {
      const run = /^`+/.exec(src.slice(i))![0].length
      const fence = '`'.repeat(run)
      let close = src.indexOf(fence, i + run)
      // The closing run must be exactly as long.
      while (close !== -1 && src[close + run] === '`') {
        let after = close
        while (src[after] === '`') after += 1
        close = src.indexOf(fence, after)
      }
      if (close === -1) {
        out += fence
        i += run
        continue
      }
      let code = src.slice(i + run, close).replace(/\n/g, ' ')
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') {
        code = code.slice(1, -1)
      }
      out += `<code>${escapeHtml(code)}</code>`
      i = close + run
      continue
    }

    if (ch === '!' && src[i + 1] === '[') {
      const link = parseLink(src, i + 1)
      if (link) {
        const source = safeImageSrc(link.url)
        const alt = link.text.replace(/\\([!-/:-@[-`{-~])/g, '$1')
        if (source) out += `<img src="${escapeHtml(source)}" alt="${escapeHtml(alt)}">`
        else out += escapeHtml(alt)
        i = link.end
        continue
      }
    }

    if (ch === '[') {
      const link = parseLink(src, i)
      if (link) {
        const href = safeHref(link.url)
        const title = link.title ? ` title="${escapeHtml(link.title)}"` : ''
        out += href ? `<a href="${escapeHtml(href)}"${title}>${inline(link.text)}</a>` : inline(link.text)
        i = link.end
        continue
      }
    }

    if (ch === '*') {
      const run = /^\*+/.exec(src.slice(i))![0].length
      const next = src[i + run]
      if (next !== undefined && !/\s/.test(next)) {
        if (run >= 3) {
          const close = src.indexOf('***', i + 3)
          if (close > i + 3 && !/\s/.test(src[close - 1]!)) {
            out += `<strong><em>${inline(src.slice(i + 3, close))}</em></strong>`
            i = close + 3
            continue
          }
        }
        if (run >= 2) {
          const close = findClosing(src, i + 3, '**')
          if (close !== -1) {
            out += `<strong>${inline(src.slice(i + 2, close))}</strong>`
            i = close + 2
            continue
          }
        }
        if (run === 1) {
          const close = findClosing(src, i + 2, '*')
          if (close !== -1) {
            out += `<em>${inline(src.slice(i + 1, close))}</em>`
            i = close + 1
            continue
          }
        }
      }
      out += '*'.repeat(run)
      i += run
      continue
    }

    out += escapeHtml(ch)
    i += 1
  }
  return out
}

/* ---------------------------------------------------------------- HTML → Markdown */

class Unsupported extends Error {}

const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'code', 'a', 'img', 'br'])
const COLLAPSIBLE = /[ \t\n\r\f]+/g

function isInlineNode(node: HtmlNode): boolean {
  return node.type === 'text' || INLINE_TAGS.has(node.tag)
}

function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*[\]]/g, '\\$&')
}

/** Escapes what would start a block at the beginning of a line. */
function escapeLineStart(line: string): string {
  if (/^#{1,6}(\s|$)/.test(line) || /^[>+]/.test(line) || /^-(\s|$)/.test(line)) return `\\${line}`
  if (RULE.test(line) || /^(`{3,}|~{3,})/.test(line) || /^={3,}/.test(line)) return `\\${line}`
  const ordered = /^(\d{1,9})([.)])(\s|$)/.exec(line)
  if (ordered) return `${ordered[1]}\\${line.slice(ordered[1]!.length)}`
  return line
}

function inlineMarkdown(nodes: readonly HtmlNode[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeMarkdownText(node.text.replace(COLLAPSIBLE, ' '))
      continue
    }
    switch (node.tag) {
      case 'strong':
      case 'b':
      case 'em':
      case 'i': {
        const mark = node.tag === 'strong' || node.tag === 'b' ? '**' : '*'
        const inner = inlineMarkdown(node.children)
        const core = inner.trim()
        if (core === '') {
          out += inner
          break
        }
        const lead = inner.startsWith(' ') ? ' ' : ''
        const trail = inner.endsWith(' ') ? ' ' : ''
        out += `${lead}${mark}${core}${mark}${trail}`
        break
      }
      case 'code': {
        const text = textOf(node.children)
        if (node.children.some((child) => child.type !== 'text') || text.includes('\n'))
          throw new Unsupported()
        const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
        const fence = '`'.repeat(longest + 1)
        const pad =
          text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' '))
            ? ' '
            : ''
        out += `${fence}${pad}${text}${pad}${fence}`
        break
      }
      case 'a': {
        const href = node.attrs.href
        const title = node.attrs.title
        if (href === undefined || /[\s<>]/.test(href) || (title !== undefined && title.includes('"'))) {
          throw new Unsupported()
        }
        const target = /[()]/.test(href) ? `<${href}>` : href
        out += `[${inlineMarkdown(node.children)}](${target}${title !== undefined ? ` "${title}"` : ''})`
        break
      }
      case 'img': {
        const src = node.attrs.src
        if (src === undefined || /[\s<>()]/.test(src)) throw new Unsupported()
        out += `![${escapeMarkdownText(node.attrs.alt ?? '')}](${src})`
        break
      }
      case 'br':
        out += '\\\n'
        break
      default:
        throw new Unsupported()
    }
  }
  return out
}

/** One block's inline content as Markdown lines (a `<br>` starts a new line). */
function inlineLines(nodes: readonly HtmlNode[]): string[] {
  return inlineMarkdown(nodes)
    .split('\n')
    .map((line, index, all) => {
      const trimmed = index < all.length - 1 ? line.trimStart() : line.trim()
      return escapeLineStart(trimmed)
    })
}

/** Consecutive inline nodes grouped as paragraphs (a quote may hold bare text). */
function wrapInlineRuns(nodes: readonly HtmlNode[]): HtmlNode[] {
  const result: HtmlNode[] = []
  let run: HtmlNode[] = []
  const flush = () => {
    if (run.some((node) => node.type === 'element' || node.text.trim() !== '')) {
      result.push({ type: 'element', tag: 'p', attrs: {}, children: run })
    }
    run = []
  }
  for (const node of nodes) {
    if (isInlineNode(node)) run.push(node)
    else {
      flush()
      result.push(node)
    }
  }
  flush()
  return result
}

function blocksMarkdown(nodes: readonly HtmlNode[]): string {
  const blocks: string[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.text.trim() !== '') throw new Unsupported()
      continue
    }
    const heading = /^h([1-6])$/.exec(node.tag)
    if (heading) {
      if (node.children.some((child) => child.type === 'element' && child.tag === 'br'))
        throw new Unsupported()
      // A closing run of '#' would be read as decoration: escape it.
      const text = inlineMarkdown(node.children)
        .trim()
        .replace(/(\s)(#+)$/, '$1\\$2')
      blocks.push(`${'#'.repeat(Math.max(2, Number(heading[1])))} ${text}`.trimEnd())
      continue
    }
    switch (node.tag) {
      case 'p': {
        if (!node.children.every(isInlineNode)) throw new Unsupported()
        const lines = inlineLines(node.children)
        // An empty paragraph shows nothing; Markdown has no way to write one.
        if (lines.join('') !== '') blocks.push(lines.join('\n'))
        break
      }
      case 'ul':
      case 'ol': {
        const start = node.tag === 'ol' ? Number(node.attrs.start ?? '1') : 1
        if (!Number.isInteger(start) || start < 0) throw new Unsupported()
        const items: string[] = []
        for (const child of node.children) {
          if (child.type === 'text') {
            if (child.text.trim() !== '') throw new Unsupported()
            continue
          }
          if (child.tag !== 'li' || !child.children.every(isInlineNode)) throw new Unsupported()
          const marker = node.tag === 'ol' ? `${start + items.length}. ` : '- '
          const lines = inlineLines(child.children)
          items.push(marker + lines.map((line, index) => (index === 0 ? line : `  ${line}`)).join('\n'))
        }
        blocks.push(items.join('\n'))
        break
      }
      case 'blockquote': {
        const inner = blocksMarkdown(wrapInlineRuns(node.children))
        blocks.push(
          inner
            .split('\n')
            .map((line) => (line === '' ? '>' : `> ${line}`))
            .join('\n'),
        )
        break
      }
      case 'pre': {
        const only = node.children.filter((child) => !(child.type === 'text' && child.text.trim() === ''))
        const code = only[0]
        if (only.length !== 1 || code?.type !== 'element' || code.tag !== 'code') throw new Unsupported()
        if (code.children.some((child) => child.type !== 'text')) throw new Unsupported()
        const text = textOf(code.children).replace(/\n$/, '')
        const longest = Math.max(2, ...(text.match(/^ {0,3}`+/gm) ?? []).map((run) => run.trim().length))
        const fence = '`'.repeat(longest + 1)
        blocks.push(`${fence}\n${text}\n${fence}`)
        break
      }
      case 'hr':
        blocks.push('---')
        break
      default:
        throw new Unsupported()
    }
  }
  return blocks.join('\n\n')
}

/** Markdown for the elements this editor knows; throws on anything else. */
export function htmlToMarkdown(html: string): string {
  return blocksMarkdown(parseHtml(html))
}

/* ---------------------------------------------------------------- comparing HTML */

const BLOCK_CONTAINERS = new Set([
  '#root',
  'blockquote',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'figure',
])
const TEXT_BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'td',
  'th',
  'caption',
  'figcaption',
])
const ALIASES: Record<string, string> = { b: 'strong', i: 'em' }
/** Attributes the server adds or rewrites on every write; they say nothing about the content. */
const IGNORED_ATTRIBUTES = new Set(['rel', 'loading'])

function normalise(nodes: readonly HtmlNode[], parent: string): HtmlNode[] {
  const result: HtmlNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      if (parent === 'pre' || parent === 'code-in-pre') {
        result.push({ type: 'text', text: node.text.replace(/\n+$/, '') })
        continue
      }
      const text = node.text.replace(COLLAPSIBLE, ' ')
      if (BLOCK_CONTAINERS.has(parent) && text.trim() === '') continue
      result.push({ type: 'text', text })
      continue
    }
    const tag = ALIASES[node.tag] ?? node.tag
    // A missing alt and an empty one both come out of Markdown as alt="".
    const given = tag === 'img' && node.attrs.alt === undefined ? { ...node.attrs, alt: '' } : node.attrs
    const attrs = Object.fromEntries(
      Object.entries(given)
        .filter(([name]) => !IGNORED_ATTRIBUTES.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    )
    const context = tag === 'code' && parent === 'pre' ? 'code-in-pre' : tag
    const children = normalise(tag === 'blockquote' ? wrapInlineRuns(node.children) : node.children, context)
    // An empty paragraph shows nothing.
    if (tag === 'p' && children.length === 0) continue
    result.push({ type: 'element', tag, attrs, children })
  }
  // Whitespace at the edges of a text block, and around a line break, does not show.
  if (TEXT_BLOCKS.has(parent)) trimEdges(result)
  for (let k = 0; k < result.length; k += 1) {
    const node = result[k]!
    if (node.type !== 'element' || node.tag !== 'br') continue
    const before = result[k - 1]
    const after = result[k + 1]
    if (before?.type === 'text') before.text = before.text.trimEnd()
    if (after?.type === 'text') after.text = after.text.trimStart()
  }
  return result.filter((node) => node.type !== 'text' || node.text !== '')
}

function trimEdges(nodes: HtmlNode[]): void {
  const first = nodes[0]
  if (first?.type === 'text') first.text = first.text.trimStart()
  const last = nodes[nodes.length - 1]
  if (last?.type === 'text') last.text = last.text.trimEnd()
}

/** Whether two HTML fragments show the same content (layout whitespace and server-added attributes aside). */
export function sameHtml(a: string, b: string): boolean {
  return serializeHtml(normalise(parseHtml(a), '#root')) === serializeHtml(normalise(parseHtml(b), '#root'))
}

/**
 * The post's HTML as Markdown, or null when Markdown cannot hold it exactly (the editor then
 * opens the post in HTML mode).
 */
export function toEditableMarkdown(html: string): string | null {
  if (html.trim() === '') return ''
  let markdown: string
  try {
    markdown = htmlToMarkdown(html)
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
  return sameHtml(markdownToHtml(markdown), html) ? markdown : null
}

/* ---------------------------------------------------------------- HTML-mode preview */

/** The server's allow-list, for previewing HTML typed by hand. */
const PREVIEW_TAGS: ReadonlySet<string> = new Set(POST_HTML_TAGS)
const PREVIEW_ATTRIBUTES = POST_HTML_ATTRIBUTES
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'title',
  'xmp',
  'template',
  'object',
])

function cleanNodes(nodes: readonly HtmlNode[]): HtmlNode[] {
  const result: HtmlNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      result.push(node)
      continue
    }
    if (DROPPED_WITH_CONTENT.has(node.tag)) continue
    const tag = node.tag === 'h1' ? 'h2' : node.tag
    if (!PREVIEW_TAGS.has(tag)) {
      result.push(...cleanNodes(node.children))
      continue
    }
    const attrs: Record<string, string> = {}
    for (const name of PREVIEW_ATTRIBUTES[tag] ?? []) {
      const value = node.attrs[name]
      if (value === undefined) continue
      if (name === 'href') {
        const href = safeHref(value)
        if (href) attrs.href = href
      } else if (name === 'src') {
        const src = safeImageSrc(value)
        if (src) attrs.src = src
      } else {
        attrs[name] = value
      }
    }
    if (tag === 'img' && !attrs.src) continue
    result.push({ type: 'element', tag, attrs, children: cleanNodes(node.children) })
  }
  return result
}

/**
 * HTML typed in HTML mode, reduced to what the server would keep, for the preview. The server
 * sanitises again on save; this only keeps the admin's own page from running anything.
 */
export function cleanPreviewHtml(html: string): string {
  return serializeHtml(cleanNodes(parseHtml(html)))
}
