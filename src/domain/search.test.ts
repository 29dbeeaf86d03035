import { describe, expect, test } from 'vitest'
import { markupFree, matchesSearch, MAX_PREFIXES, prefixKey, searchPrefixes, searchWords } from './search.ts'

describe('the lists’ search', () => {
  const fields = ['Switchboard upgrade', 'Quiet zones in Parramatta', null, 'RCD']

  test('every word of the query starts a word of the texts, ignoring case and accents', () => {
    expect(matchesSearch('SWITCH', fields)).toBe(true)
    expect(matchesSearch('quiet parra', fields)).toBe(true)
    expect(matchesSearch('rcd', fields)).toBe(true)
    expect(matchesSearch('cafe', ['Café lighting'])).toBe(true)
    expect(matchesSearch('board', fields)).toBe(false)
    expect(matchesSearch('quiet beach', fields)).toBe(false)
    expect(matchesSearch('   ', fields)).toBe(true)
  })

  test('markup and entities are not words', () => {
    expect(searchWords(markupFree('<p>Ceramic <strong>fuses</strong> &amp; more</p>'))).toEqual([
      'ceramic',
      'fuses',
      'more',
    ])
  })

  test('prefixes and the looked-up key hold whole letters: 𠮷 is two UTF-16 code units', () => {
    const lonePart = /[\ud800-\udfff]/u
    expect(searchPrefixes(['𠮷野家'])).toEqual(['𠮷', '𠮷野', '𠮷野家'])
    const word = `${'a'.repeat(15)}𠮷b`
    expect(prefixKey(word)).toBe('a'.repeat(15))
    expect(searchPrefixes([word])).toContain(prefixKey(word))
    expect(searchPrefixes([word]).some((prefix) => lonePart.test(prefix))).toBe(false)
  })

  test('the stored prefixes find a record by the longest query word; their number is bounded', () => {
    const prefixes = searchPrefixes(fields)
    expect(prefixes).toContain(prefixKey('quiet parramatta'))
    expect(prefixes).toContain('s')
    expect(prefixes).not.toContain('board')
    const long = Array.from({ length: 3000 }, (_, i) => `word${i.toString(36)}x`).join(' ')
    expect(searchPrefixes([long]).length).toBeLessThanOrEqual(MAX_PREFIXES)
  })
})
