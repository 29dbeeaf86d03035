import { describe, expect, test } from 'vitest'
import {
  NewPostSchema,
  pickRelated,
  PostPatchSchema,
  resolveSlug,
  SlugSchema,
  slugFromTitle,
} from './post.ts'

describe('slugFromTitle (SPEC 5: lower-cased, non-word characters removed, spaces to hyphens)', () => {
  test.each([
    ['Switchboard Upgrades in Sydney', 'switchboard-upgrades-in-sydney'],
    ["Why Your RCD Trips: A Sparky's Guide!", 'why-your-rcd-trips-a-sparkys-guide'],
    ['  Ducted   vs  split-system  ', 'ducted-vs-split-system'],
    ['LED — the 2026 edition', 'led-the-2026-edition'],
    ['?!', ''],
    ['Café lighting in Rosé Bay: Überprüfung', 'cafe-lighting-in-rose-bay-uberprufung'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })

  test('a title longer than a slug may be ends its slug at the last whole word that fits', () => {
    const title = `Replacing ${'an old switchboard '.repeat(8)}in Petersham`
    const slug = slugFromTitle(title)
    const whole = `replacing-${'an-old-switchboard-'.repeat(8)}in-petersham`
    expect(slug.length).toBeLessThanOrEqual(100)
    expect(whole.startsWith(`${slug}-`)).toBe(true)
    expect(SlugSchema.safeParse(slug).success).toBe(true)
    expect(slugFromTitle('x'.repeat(150))).toBe('x'.repeat(100))
  })

  test('a given slug wins over the title, normalised the same way', () => {
    expect(resolveSlug('My Custom Slug', 'Title')).toBe('my-custom-slug')
    expect(resolveSlug('', 'Title Here')).toBe('title-here')
    expect(resolveSlug(undefined, 'Title Here')).toBe('title-here')
  })
})

describe('NewPostSchema', () => {
  const message = 'Please provide both a title and content for your post'

  test.each([
    [{ content: '<p>x</p>' }],
    [{ title: '   ', content: '<p>x</p>' }],
    [{ title: 'Title' }],
    [{ title: 'Title', content: '  ' }],
  ])('missing title or content gives the spec message: %j', (input) => {
    const result = NewPostSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  test('tags arrive as a list or comma-separated text; trimmed, empties dropped', () => {
    expect(NewPostSchema.parse({ title: 't', content: 'c', tags: ' hvac , ,cooling,, ' }).tags).toEqual([
      'hvac',
      'cooling',
    ])
    expect(NewPostSchema.parse({ title: 't', content: 'c', tags: ['  a ', '', 'b', 'A'] }).tags).toEqual([
      'a',
      'b',
    ])
  })

  test('an empty image URL means none; only http(s) and site paths are image URLs', () => {
    expect(NewPostSchema.parse({ title: 't', content: 'c', image_url: '' }).image_url).toBeNull()
    expect(
      NewPostSchema.safeParse({ title: 't', content: 'c', image_url: 'javascript:alert(1)' }).success,
    ).toBe(false)
    expect(
      NewPostSchema.safeParse({ title: 't', content: 'c', image_url: '//evil.example/x.png' }).success,
    ).toBe(false)
    expect(
      NewPostSchema.safeParse({ title: 't', content: 'c', image_url: '/api/media/blog/x.webp' }).success,
    ).toBe(true)
  })

  test('a patch may leave everything out, but not empty the title', () => {
    expect(PostPatchSchema.parse({})).toEqual({})
    expect(PostPatchSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe(message)
  })
})

describe('pickRelated', () => {
  const posts = [
    { id: 'a', tags: ['HVAC'] },
    { id: 'b', tags: ['ICT'] },
    { id: 'c', tags: ['hvac', 'Tips'] },
    { id: 'd', tags: ['Tips'] },
    { id: 'e', tags: ['HVAC'] },
    { id: 'f', tags: ['Tips'] },
  ]

  test('takes the first posts sharing a tag, never the post itself, up to the limit', () => {
    expect(pickRelated({ id: 'c', tags: ['HVAC', 'Tips'] }, posts).map((post) => post.id)).toEqual([
      'a',
      'd',
      'e',
    ])
    expect(pickRelated({ id: 'a', tags: ['HVAC'] }, posts, 5).map((post) => post.id)).toEqual(['e'])
  })

  test('is empty without tags or with no room', () => {
    expect(pickRelated({ id: 'x', tags: [] }, posts)).toEqual([])
    expect(pickRelated({ id: 'x', tags: ['HVAC'] }, posts, 0)).toEqual([])
  })
})
