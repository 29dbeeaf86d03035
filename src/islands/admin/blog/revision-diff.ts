/**
 * What changed between a revision and the post as it is now, word by word over the text a
 * reader sees: tags are dropped, paragraph breaks kept (docs/decisions/042-post-revisions.md).
 */
import { diffWords } from 'diff'

export type DiffKind = 'same' | 'added' | 'removed'
export interface DiffPart {
  kind: DiffKind
  text: string
}

/** Elements that stand as a paragraph of their own; a list item or a row is a line. */
const PARAGRAPHS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'UL',
  'OL',
  'FIGURE',
  'TABLE',
])
const LINES = new Set(['LI', 'TR', 'DIV', 'FIGCAPTION'])
/** Elements whose text no reader sees (the server's allow-list removes them anyway). */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'])

/**
 * The text of a post's HTML, a paragraph per block. Parsed into a document of its own, which
 * has no window: nothing in it runs or loads, and only its text nodes are read.
 */
export function textOfHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const chunks: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      chunks.push((node.nodeValue ?? '').replace(/\s+/g, ' '))
      return
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return
    const name = (node as Element).tagName
    if (UNSEEN.has(name)) return
    if (name === 'BR') return void chunks.push('\n')
    const end = PARAGRAPHS.has(name) ? '\n\n' : LINES.has(name) ? '\n' : ''
    // A break before the block unless one is there already, so two lines stay one break apart.
    if (end && !chunks.at(-1)?.endsWith(end)) chunks.push(end)
    node.childNodes.forEach(walk)
    if (end) chunks.push(end)
  }
  body.childNodes.forEach(walk)
  return chunks
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Beyond this the comparison gives up and shows the old text removed and the new added. */
const DIFF_TIMEOUT_MS = 1500

/** The words of `before` and `after`, each part kept, added or removed; whitespace alone is no change. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }]
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS })
  if (!changes) {
    return [
      { kind: 'removed' as const, text: before },
      { kind: 'added' as const, text: after },
    ].filter((part) => part.text !== '')
  }
  return changes.map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }))
}

/** The fields a comparison shows, as text. */
export interface ComparedPost {
  title: string
  excerpt: string
  content: string
}

export interface PostComparison {
  title: DiffPart[]
  excerpt: DiffPart[]
  content: DiffPart[]
  /** Whether any of the three differs. */
  changed: boolean
}

/** From a revision (`before`) to the post as it is now (`after`). */
export function comparePosts(before: ComparedPost, after: ComparedPost): PostComparison {
  const title = diffText(before.title, after.title)
  const excerpt = diffText(before.excerpt, after.excerpt)
  const content = diffText(textOfHtml(before.content), textOfHtml(after.content))
  const changed = [title, excerpt, content].some((parts) => parts.some((part) => part.kind !== 'same'))
  return { title, excerpt, content, changed }
}
