import { describe, expect, test } from 'vitest'
import { countLine } from './prerendered-list.ts'

const ARTICLES = ['article', 'articles'] as const

describe('the count over a public list', () => {
  test('gives the whole count while nothing narrows the list', () => {
    expect(countLine({ filtering: false, loaded: 24, more: true, total: 31 }, ARTICLES)).toBe('31 articles')
    expect(countLine({ filtering: false, loaded: 1, more: false, total: 1 }, ARTICLES)).toBe('1 article')
  })

  test('counts what was found while filtering, with a plus while more pages wait', () => {
    expect(countLine({ filtering: true, loaded: 1, more: false, total: 31 }, ARTICLES)).toBe(
      '1 article found',
    )
    expect(countLine({ filtering: true, loaded: 24, more: true, total: 31 }, ARTICLES)).toBe(
      '24+ articles found',
    )
    expect(countLine({ filtering: true, loaded: 0, more: false, total: 31 }, ['photo', 'photos'])).toBe(
      '0 photos found',
    )
  })
})
