// @vitest-environment jsdom
import { Editor } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
import { afterEach, describe, expect, test } from 'vitest'
import { demoPosts } from '../../../../../scripts/demo-content.ts'
import { sanitizePostHtml, textOf } from '../../../../server/services/html.ts'
import { postExtensions, postHtmlOf } from './post-schema.ts'

const editors: Editor[] = []
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()))

/** What the editor saves after opening this HTML, as the admin's browser does. */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: postExtensions(), content: html })
  editors.push(editor)
  return postHtmlOf(editor)
}

/** Leaves out what the server adds to what it accepts (rel on links, lazy loading on images) and its `<br />` spelling. */
function withoutServerAdditions(html: string): string {
  return html
    .replace(/ rel="noopener noreferrer"/g, '')
    .replace(/ loading="lazy"/g, '')
    .replace(/\s*\/>/g, '>')
}

/**
 * The parts of a post a reader meets, in order: headings, list items, quotes, code, links with
 * their addresses, emphasis, pictures with their alt text, table cells. Wrappers that carry no
 * meaning of their own (a paragraph inside a list item or cell, thead/tbody) are left out.
 */
function structureOf(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const parts: string[] = []
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (tag === 'a') parts.push(`a ${element.getAttribute('href')} ${element.textContent}`)
    else if (tag === 'img') parts.push(`img ${element.getAttribute('src')} ${element.getAttribute('alt')}`)
    else if (['b', 'strong'].includes(tag)) parts.push(`strong ${element.textContent}`)
    else if (['i', 'em'].includes(tag)) parts.push(`em ${element.textContent}`)
    else if (/^(h[2-6]|li|blockquote|pre|code|u|s|th|td)$/.test(tag))
      parts.push(`${tag} ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}`)
    else if (/^(ul|ol|hr|table|tr)$/.test(tag)) parts.push(tag)
  }
  return parts
}

const RICH_POST = sanitizePostHtml(`<h2>Before you start</h2>
<p>Read <a href="https://www.energy.gov.au/">the guide</a> and <a href="/contact">call us</a>, <strong>then</strong> <em>decide</em>; <u>never</u> <s>guess</s>, and quote <code>RCD</code>.</p>
<h3>Checklist</h3>
<ol start="3"><li>Turn off the main switch</li><li>Test with a <strong>tester</strong></li></ol>
<ul><li><p>One</p><ul><li>Nested</li></ul></li></ul>
<blockquote><p>Safety first.</p></blockquote>
<pre><code>breaker: 32 A
curve: C</code></pre>
<p>A line<br>break</p>
<hr>
<img src="/media/blog/rcd.webp" alt="A safety switch" width="1200" height="800">
<table><thead><tr><th scope="col">Item</th><th scope="col">Cost</th></tr></thead>
<tbody><tr><td>RCD</td><td>$250</td></tr><tr><td colspan="2">Prices include GST</td></tr></tbody></table>`)

describe('the post editor opens and saves a post without loss', () => {
  const posts = [
    ...demoPosts.map((post) => ({ title: post.title, stored: sanitizePostHtml(post.content) })),
    { title: 'every kind of content the blog allows', stored: RICH_POST },
  ]

  test.each(posts)('$title', ({ stored }) => {
    const saved = throughEditor(stored)
    // Nothing the server would remove: the editor writes only the allowed HTML.
    expect(withoutServerAdditions(sanitizePostHtml(saved))).toBe(withoutServerAdditions(saved))
    // Every word and every part a reader meets is still there, in the same order.
    expect(textOf(saved)).toBe(textOf(stored))
    expect(structureOf(saved)).toEqual(structureOf(stored))
    // Opening the saved post and saving it again changes nothing.
    expect(throughEditor(sanitizePostHtml(saved))).toBe(saved)
  })
})

describe('what the editor takes in', () => {
  test('text pasted from Google Docs keeps its structure and loses its styles', () => {
    const saved = throughEditor(
      `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt;font-family:Arial;color:#ff0000">Heat pumps</span></h1><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;background-color:#ffff00">Cheaper to run, </span><span style="font-weight:700">quiet</span></p><ul><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span style="font-family:Comic Sans MS">Lower bills</span></p></li></ul></b>`,
    )
    expect(saved).toBe(
      '<h2>Heat pumps</h2><p>Cheaper to run, <strong>quiet</strong></p><ul><li><p>Lower bills</p></li></ul>',
    )
  })

  test('text pasted from Word keeps its structure and loses its classes and Office markup', () => {
    const saved = throughEditor(
      `<p class=MsoNormal style='mso-margin-top-alt:auto'><b><span style='font-size:14.0pt;mso-bidi-font-family:Calibri'>Quote<o:p></o:p></span></b></p><p class=MsoNormal><i>Valid 30 days</i><o:p></o:p></p><table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=200 valign=top style='width:150pt'><p class=MsoNormal>Labour</p></td><td width=200><p class=MsoNormal>$90</p></td></tr></table>`,
    )
    expect(saved).toBe(
      '<p><strong>Quote</strong></p><p><em>Valid 30 days</em></p><table><tbody><tr><td><p>Labour</p></td><td><p>$90</p></td></tr></tbody></table>',
    )
  })

  test('an empty editor is no content, and empty lines at the end are not kept', () => {
    expect(throughEditor('<p></p>')).toBe('')
    expect(throughEditor('<p>Text</p><p></p><p></p>')).toBe('<p>Text</p>')
  })

  test('scripts, event handlers, unsafe links and pasted image data do not get in', () => {
    const saved = throughEditor(
      `<p onclick="alert(1)">Hi <a href="javascript:alert(1)">there</a> <a href="data:text/html,x">x</a></p><script>alert(1)</script><img src="data:image/png;base64,AAAA" alt="x"><img src="//evil.example/x.png" alt="y"><iframe src="https://evil.example"></iframe>`,
    )
    expect(saved).toBe('<p>Hi there x</p>')
  })
})

describe('links', () => {
  /** Types `text` at `position` as the browser's text input does: with the marks found there. */
  function typeAt(html: string, position: (editor: Editor) => number, text: string): string {
    const editor = new Editor({ extensions: postExtensions(), content: html })
    editors.push(editor)
    const at = position(editor)
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)))
    editor.view.dispatch(editor.state.tr.insertText(text))
    return postHtmlOf(editor)
  }
  const linkEnd = (editor: Editor) => editor.state.doc.content.size - 1

  test('text typed straight after a link is not part of it', () => {
    expect(typeAt('<p>See <a href="https://example.com/">our site</a></p>', linkEnd, '. Next')).toBe(
      '<p>See <a href="https://example.com/">our site</a>. Next</p>',
    )
  })

  test('text typed inside a link stays in it', () => {
    expect(typeAt('<p><a href="https://example.com/">oursite</a></p>', () => 4, ' ')).toBe(
      '<p><a href="https://example.com/">our site</a></p>',
    )
  })
})
