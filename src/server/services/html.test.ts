import { describe, expect, test } from 'vitest'
import { excerptFrom, sanitizePostHtml, textOf } from './html.ts'

describe('sanitizePostHtml', () => {
  test.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('removes what could run or restyle: %s', (dirty, clean) => {
    expect(sanitizePostHtml(dirty)).toBe(clean)
  })

  test('keeps the writing: headings, lists, emphasis, quotes, code, tables', () => {
    const html =
      '<h2>Why</h2><p><strong>Safety</strong> and <em>comfort</em></p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol>' +
      '<blockquote>Quote</blockquote><pre><code>x = 1</code></pre><hr><table><thead><tr><th scope="col">A</th></tr></thead>' +
      '<tbody><tr><td colspan="2">1</td></tr></tbody></table>'
    expect(sanitizePostHtml(html)).toBe(html.replace('<hr>', '<hr />'))
  })

  test('links get rel="noopener noreferrer"; http, https, mailto and site paths stay', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizePostHtml('<a href="mailto:hello@example.com">mail</a>')).toContain(
      'href="mailto:hello@example.com"',
    )
    expect(sanitizePostHtml('<a href="/hvac-services">HVAC</a>')).toContain('href="/hvac-services"')
  })

  test('images from our media path or http(s) stay, lazily loaded; an h1 becomes an h2', () => {
    expect(sanitizePostHtml('<figure><img src="/api/media/blog/1-a-960.webp" alt="Board"></figure>')).toBe(
      '<figure><img src="/api/media/blog/1-a-960.webp" alt="Board" loading="lazy" /></figure>',
    )
    expect(sanitizePostHtml('<img src="//evil.example/x.png">')).toBe('')
    expect(sanitizePostHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>')
  })
})

describe('excerptFrom', () => {
  test('the first 120 characters of the text, plus "..."', () => {
    const words =
      'Safety switches cut power in milliseconds when they sense current leaking to earth. '.repeat(4)
    const excerpt = excerptFrom(`<h2>Intro</h2><p>${words}</p>`)
    const text = `Intro ${words}`.replace(/\s+/g, ' ').trim()
    expect(excerpt).toBe(`${text.slice(0, 120)}...`)
  })

  test('never ends in half a letter: a letter beyond the Basic Multilingual Plane at the cut is left out', () => {
    expect(excerptFrom(`<p>${'a'.repeat(119)}𠮷 more</p>`)).toBe(`${'a'.repeat(119)}...`)
    expect(excerptFrom(`<p>${'a'.repeat(118)}𠮷 more</p>`)).toBe(`${'a'.repeat(118)}𠮷...`)
  })

  test('short text is kept whole, without an ellipsis', () => {
    expect(excerptFrom('<p>Short &amp; sweet</p>')).toBe('Short & sweet')
  })

  test('textOf separates blocks and decodes entities', () => {
    expect(textOf('<p>One</p><p>Two &lt;3&gt;</p><ul><li>A</li><li>B</li></ul>')).toBe('One Two <3> A B')
  })

  test('textOf decodes every HTML entity, named or numeric', () => {
    expect(textOf('<p>Caf&eacute; &mdash; 25&#8201;&deg;C &#x2713; &hellip;</p>')).toBe('Café — 25 °C ✓ …')
  })
})
