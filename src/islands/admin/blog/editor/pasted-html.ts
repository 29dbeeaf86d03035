/**
 * HTML from the clipboard, made inert before the editor reads it. ProseMirror parses a paste
 * into elements of the live page, where a picture starts loading and its handlers are wired
 * at once, so the paste is first read in a detached document, where nothing loads or runs, and
 * only what a post may hold leaves it: no scripts, style sheets, frames or handlers, and no
 * style that fetches anything. (Inline styles stay: they say which text is bold or italic in
 * Google Docs; the editor's schema then drops them.)
 *
 * Pictures from elsewhere (a document, a web page) are left out: they would be links to
 * someone else's copy, which Google Docs' expire, with no alt text. The admin adds each with
 * Image, so it is uploaded here. Pictures moved within the editor itself are kept.
 */
import { isImageUrl } from '../../../../domain/media.ts'

const NEVER_CONTENT = 'script, style, link, meta, iframe, frame, object, embed, template, noscript, svg, math'

/** ProseMirror marks what it puts on the clipboard with this attribute. */
const FROM_AN_EDITOR = 'data-pm-slice'

export function inertPastedHtml(html: string): { html: string; picturesLeftOut: number } {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const fromAnEditor = body.querySelector(`[${FROM_AN_EDITOR}]`) !== null
  for (const element of body.querySelectorAll(NEVER_CONTENT)) element.remove()
  let picturesLeftOut = 0
  for (const image of body.querySelectorAll('img')) {
    if (fromAnEditor && isImageUrl(image.getAttribute('src') ?? '')) continue
    image.remove()
    picturesLeftOut += 1
  }
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const fetches = name === 'srcset' || (name === 'style' && /url\s*\(|image-set/i.test(value))
      if (name.startsWith('on') || fetches) element.removeAttribute(name)
    }
  }
  return { html: body.innerHTML, picturesLeftOut }
}
