// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { inertPastedHtml } from './pasted-html.ts'

describe('inertPastedHtml', () => {
  test('drops scripts, handlers, frames and style sheets, and keeps the text and its structure', () => {
    expect(
      inertPastedHtml(
        `<style>p{color:red}</style><h2 onclick="x()">Title</h2><p onmouseover="x()">Text<script>x()</script></p><iframe src="https://evil.example"></iframe>`,
      ),
    ).toEqual({ html: '<h2>Title</h2><p>Text</p>', picturesLeftOut: 0 })
  })

  test('leaves out pictures from a document or another site, and counts them', () => {
    expect(
      inertPastedHtml(
        `<p>Before</p><img src="https://lh7-rt.googleusercontent.com/docsz/abc" alt="A"><img src="x" onerror="x()"><p>After</p>`,
      ),
    ).toEqual({ html: '<p>Before</p><p>After</p>', picturesLeftOut: 2 })
  })

  test('keeps pictures moved within the editor, from addresses a post may use', () => {
    expect(
      inertPastedHtml(
        `<p data-pm-slice="0 0 []">Text</p><img src="/api/media/blog/a.webp" alt="A" srcset="/b.webp 2x"><img src="data:image/png;base64,AAAA">`,
      ),
    ).toEqual({
      html: '<p data-pm-slice="0 0 []">Text</p><img src="/api/media/blog/a.webp" alt="A">',
      picturesLeftOut: 1,
    })
  })

  test('keeps the inline styles that mark bold and italic, not those that fetch', () => {
    expect(
      inertPastedHtml(
        `<span style="font-weight:700">Bold</span><span style="background:url(https://tracker.example/p.gif)">Plain</span>`,
      ).html,
    ).toBe('<span style="font-weight:700">Bold</span><span>Plain</span>')
  })
})
