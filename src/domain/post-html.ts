/**
 * The blog's HTML allow-list, in one place: the server sanitises every post with it
 * (src/server/services/html.ts) and the admin editor's HTML preview follows it
 * (src/islands/admin/posts/markdown.ts), so the preview shows what will be stored.
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
