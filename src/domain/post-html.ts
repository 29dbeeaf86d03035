import { isPrintable } from './text.ts'

/**
 * The blog's HTML allow-list, in one place: the server sanitises every post with it
 * (src/server/services/html.ts), and the admin's visual editor can only write what it allows
 * (src/islands/admin/blog/editor/post-schema.ts), so what the admin sees is what is stored.
 */
export const POST_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'img',
  'figure',
  'figcaption',
  'hr',
  'br',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const

/** Attributes kept per tag, as authors write them (the server adds rel and loading itself). */
export const POST_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
}

/** The schemes a link in a post may use; anything else (javascript:, data:, …) is removed. */
export const POST_LINK_SCHEMES = ['http', 'https', 'mailto'] as const

/**
 * Whether a post may link to this address: one of POST_LINK_SCHEMES, a path on this site or a
 * fragment. The server's sanitiser applies the same schemes; the editor refuses the rest early.
 */
export function isAllowedPostLink(href: string): boolean {
  const value = href.trim()
  if (value === '' || !isPrintable(value) || value.includes('\\')) return false
  if (value.startsWith('#')) return true
  if (value.startsWith('/')) return !value.startsWith('//')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  return scheme !== undefined && (POST_LINK_SCHEMES as readonly string[]).includes(scheme)
}
