/**
 * A small HTML reader for the post editor: enough to turn the blog's sanitised HTML back into
 * Markdown, to compare two fragments, and to clean the HTML-mode preview. It is not a general
 * HTML parser; it only has to read what the API's allow-list leaves (src/server/services/html.ts)
 * and to fail safe on anything else (unknown markup is dropped from the preview, and it keeps
 * a post out of Markdown mode).
 */

export interface TextNode {
  type: 'text'
  text: string
}
export interface ElementNode {
  type: 'element'
  tag: string
  attrs: Record<string, string>
  children: HtmlNode[]
}
export type HtmlNode = TextNode | ElementNode

const VOID_TAGS = new Set([
  'img',
  'br',
  'hr',
  'input',
  'meta',
  'link',
  'source',
  'wbr',
  'area',
  'col',
  'embed',
])
/** Elements whose content is raw text, never markup. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe'])

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  deg: '\u00b0',
  times: '\u00d7',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (name in attrs) continue
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attrs
}

/** Reads an HTML fragment into a tree. Unclosed elements close at the end; stray end tags are ignored. */
export function parseHtml(html: string): HtmlNode[] {
  const root: ElementNode = { type: 'element', tag: '#root', attrs: {}, children: [] }
  const stack: ElementNode[] = [root]
  const current = () => stack[stack.length - 1]!
  const pushText = (text: string) => {
    if (text === '') return
    const siblings = current().children
    const last = siblings[siblings.length - 1]
    if (last?.type === 'text') last.text += text
    else siblings.push({ type: 'text', text })
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      pushText(decodeEntities(html.slice(i)))
      break
    }
    pushText(decodeEntities(html.slice(i, lt)))
    i = lt
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = html.indexOf('>', i)
      i = end === -1 ? html.length : end + 1
      continue
    }
    const closing = /^<\/([a-zA-Z][\w-]*)\s*>/.exec(html.slice(i))
    if (closing) {
      const tag = closing[1]!.toLowerCase()
      const at = stack.map((node) => node.tag).lastIndexOf(tag)
      if (at > 0) stack.length = at
      i += closing[0].length
      continue
    }
    const opening =
      /^<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/.exec(
        html.slice(i),
      )
    if (!opening) {
      // A lone '<' is text.
      pushText('<')
      i += 1
      continue
    }
    i += opening[0].length
    const tag = opening[1]!.toLowerCase()
    const element: ElementNode = {
      type: 'element',
      tag,
      attrs: parseAttributes(opening[2] ?? ''),
      children: [],
    }
    current().children.push(element)
    if (VOID_TAGS.has(tag) || opening[3] === '/') continue
    if (RAW_TEXT_TAGS.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i)
      const text = html.slice(i, end === -1 ? html.length : end)
      if (text) element.children.push({ type: 'text', text })
      i = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length
      continue
    }
    stack.push(element)
  }
  return root.children
}

/** Writes a tree back as HTML; text and attribute values are escaped. */
export function serializeHtml(nodes: readonly HtmlNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.text)
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}>`
      return `<${node.tag}${attrs}>${serializeHtml(node.children)}</${node.tag}>`
    })
    .join('')
}

/** The visible text of a tree, for alt texts and code blocks. */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : textOf(node.children))).join('')
}
