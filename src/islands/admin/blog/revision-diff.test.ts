// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { comparePosts, diffText, textOfHtml } from './revision-diff.ts'

describe('textOfHtml', () => {
  test('keeps the words and the paragraph breaks, drops the tags', () => {
    const html =
      '<h2>Why upgrade</h2><p>Old <strong>fuses</strong> give way<br>to breakers.</p>' +
      '<ul><li>Safety switches</li><li>Surge protection</li></ul><p>Call us &amp; ask.</p>'
    expect(textOfHtml(html)).toBe(
      'Why upgrade\n\nOld fuses give way\nto breakers.\n\nSafety switches\nSurge protection\n\nCall us & ask.',
    )
  })

  test('runs nothing and loads nothing it is given', () => {
    const html = '<p>Text</p><img src="x" onerror="window.__ran = true"><script>window.__ran = true</script>'
    expect(textOfHtml(html)).toBe('Text')
    expect((window as { __ran?: boolean }).__ran).toBeUndefined()
  })

  test('an empty text is empty', () => {
    expect(textOfHtml('')).toBe('')
  })
})

describe('diffText', () => {
  test('marks the words added and removed, the rest kept', () => {
    const parts = diffText('Old fuses give way to breakers.', 'Old fuses give way to safety switches.')
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual([
      'breakers',
    ])
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual([
      'safety switches',
    ])
    expect(parts.map((part) => part.text).join('')).toContain('Old fuses give way to')
  })

  test('the same text is one kept part; whitespace alone is no change', () => {
    expect(diffText('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }])
    expect(diffText('', '')).toEqual([])
    expect(diffText('Two  words', 'Two words').every((part) => part.kind === 'same')).toBe(true)
  })
})

describe('comparePosts', () => {
  const post = { title: 'Switchboards', excerpt: 'Why upgrade.', content: '<p>Old <em>fuses</em>.</p>' }

  test('compares the words of the content, not its markup', () => {
    const comparison = comparePosts(post, { ...post, content: '<p>Old <strong>fuses</strong>.</p>' })
    expect(comparison.changed).toBe(false)
    expect(comparison.content).toEqual([{ kind: 'same', text: 'Old fuses.' }])
  })

  test('names the fields that changed', () => {
    const comparison = comparePosts(post, { ...post, title: 'Safety switches' })
    expect(comparison.changed).toBe(true)
    expect(comparison.title.map((part) => part.kind)).toEqual(['removed', 'added'])
    expect(comparison.excerpt).toEqual([{ kind: 'same', text: 'Why upgrade.' }])
  })
})
