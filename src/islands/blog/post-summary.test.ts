import { expect, test } from 'vitest'
import { makePost } from '#tests/factories/index.ts'
import { distinctTags, featuredPosts } from './post-summary.ts'

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
