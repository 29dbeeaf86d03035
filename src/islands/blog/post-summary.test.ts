import { describe, expect, test } from 'vitest'
import { makePost } from '../../../tests/factories/index.ts'
import { ALL_TAGS, distinctTags, featuredPosts, filterPosts, htmlToText, summarise } from './post-summary.ts'

describe('htmlToText', () => {
  test('keeps the words, drops the markup and decodes entities', () => {
    expect(
      htmlToText('<h2>Fuses &amp; breakers</h2><p>Call <strong>now</strong>&nbsp;&#8211; 24/7</p>'),
    ).toBe('Fuses & breakers Call now – 24/7')
  })
})

describe('filterPosts', () => {
  const posts = [
    summarise(
      makePost({
        title: 'Switchboard upgrades',
        content: '<p>Ceramic <em>fuses</em></p>',
        tags: ['Electrical'],
      }),
    ),
    summarise(makePost({ title: 'Split systems', content: '<p>Clean the filters</p>', tags: ['HVAC'] })),
  ]

  test('searches title, text and excerpt, ignoring case', () => {
    expect(filterPosts(posts, { search: 'CERAMIC FUSES', tag: ALL_TAGS }).map((p) => p.title)).toEqual([
      'Switchboard upgrades',
    ])
    expect(filterPosts(posts, { search: 'split', tag: ALL_TAGS })).toHaveLength(1)
  })

  test('does not match the markup itself', () => {
    expect(filterPosts(posts, { search: 'em>', tag: ALL_TAGS })).toEqual([])
  })

  test('filters by tag without regard to case, and combines with the search', () => {
    expect(filterPosts(posts, { search: '', tag: 'hvac' }).map((p) => p.title)).toEqual(['Split systems'])
    expect(filterPosts(posts, { search: 'ceramic', tag: 'HVAC' })).toEqual([])
  })
})

test('distinctTags lists each tag once, first spelling first', () => {
  expect(distinctTags([{ tags: ['HVAC', 'Safety'] }, { tags: ['hvac', 'EV'] }])).toEqual([
    'HVAC',
    'Safety',
    'EV',
  ])
})

test('featuredPosts gives at most three', () => {
  const posts = Array.from({ length: 5 }, () => makePost({ featured: true }))
  expect(featuredPosts(posts)).toEqual(posts.slice(0, 3))
})
