import { DomUtils, parseDocument } from 'htmlparser2'
import sanitizeHtml from 'sanitize-html'
import { isImageUrl } from '../../domain/media.ts'
import { EXCERPT_LENGTH } from '../../domain/post.ts'
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS, POST_LINK_SCHEMES } from '../../domain/post-html.ts'
import { startOf } from '../../domain/text.ts'

/**
 * The blog's HTML allow-list: text structure, links, images, code and simple tables. No
 * scripts, styles, event handlers, iframes or forms, and no javascript: or data: URLs. The
 * post's title is the page's h1, so an h1 in the body becomes an h2.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: {
    ...POST_HTML_ATTRIBUTES,
    // Set by transformTags below, so they must survive the filter.
    a: [...(POST_HTML_ATTRIBUTES['a'] ?? []), 'rel'],
    img: [...(POST_HTML_ATTRIBUTES['img'] ?? []), 'loading'],
  },
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Images come from our own paths (uploaded media) or an http(s) address, as a post's cover does.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageUrl(frame.attribs.src ?? ''),
}

/** Sanitises a post's HTML on write, so every reader gets markup that cannot run code. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim()
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|figcaption|caption|td|th|tr)>|<br\s*\/?>/gi

/** The readable text of some HTML: tags dropped, block ends turned into spaces, entities decoded. */
export function textOf(html: string): string {
  const text = DomUtils.textContent(parseDocument(html.replace(BLOCK_END, '$& ')))
  return text.replace(/\s+/g, ' ').trim()
}

/** The specification's excerpt fallback: the first 120 characters of the text (whole letters), plus '...'. */
export function excerptFrom(html: string): string {
  const text = textOf(html)
  return text.length > EXCERPT_LENGTH ? `${startOf(text, EXCERPT_LENGTH)}...` : text
}
