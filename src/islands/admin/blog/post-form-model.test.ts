import { describe, expect, test } from 'vitest'
import { NewPostSchema } from '../../../domain/post.ts'
import { makePost } from '#tests/factories/index.ts'
import {
  DRAFT_FIELD_NAMES,
  draftFromPost,
  emptyDraft,
  PostDraftSchema,
  previewSlug,
  toPostPayload,
  type PostDraft,
} from './post-form-model.ts'

/** The schema's verdict on a draft: each field it names, with its message. */
function problems(draft: PostDraft) {
  const result = PostDraftSchema.safeParse(draft)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('the post draft', () => {
  test('a new draft reads 5 min read and is not featured', () => {
    expect(emptyDraft()).toMatchObject({ content: '', readTime: '5 min read', featured: false })
  })

  test('the address follows the title until a slug is typed', () => {
    expect(previewSlug({ title: 'LED Downlights: A Buyer’s Guide!', slug: '' })).toBe(
      'led-downlights-a-buyers-guide',
    )
    expect(previewSlug({ title: 'Anything', slug: 'My Own Slug' })).toBe('my-own-slug')
  })

  test("'Missing information' names both empty fields; a full draft passes", () => {
    const missing = 'Please provide both a title and content for your post'
    expect(problems({ ...emptyDraft(), title: ' ' })).toEqual({ title: missing, content: missing })
    expect(problems({ ...emptyDraft(), title: 'T', content: '<p>Body</p>' })).toEqual({})
  })

  test("other problems carry the API's message, under the API's name for the field", () => {
    expect(problems({ ...emptyDraft(), title: 'T', content: 'Body', tags: 'x'.repeat(41) })).toEqual({
      tags: 'Keep each tag under 40 characters',
    })
    expect(problems({ ...emptyDraft(), title: 'T', content: 'Body', readTime: 'x'.repeat(60) })).toEqual({
      read_time: 'Keep the read time under 30 characters',
    })
    expect(DRAFT_FIELD_NAMES.read_time).toBe('readTime')
  })

  test("the payload is the editor's HTML, with tags split and the image attached", () => {
    const payload = toPostPayload(
      {
        ...emptyDraft(),
        title: ' Safety first ',
        content: '<h2>Why</h2><p>Because <strong>it matters</strong>.</p>\n',
        tags: 'Safety, , RCD',
      },
      {
        url: '/api/media/blog/1.webp',
        variants: [{ url: '/api/media/blog/1.webp', width: 960, height: 540 }],
      },
    )
    expect(payload).toMatchObject({
      title: 'Safety first',
      content: '<h2>Why</h2><p>Because <strong>it matters</strong>.</p>',
      read_time: '5 min read',
      image_url: '/api/media/blog/1.webp',
    })
    expect(NewPostSchema.parse(payload).tags).toEqual(['Safety', 'RCD'])
  })

  test('an existing post opens with its HTML and its tags as typed', () => {
    const draft = draftFromPost(makePost({ content: '<p>Hello <em>there</em></p>', tags: ['A', 'B'] }))
    expect(draft).toMatchObject({ content: '<p>Hello <em>there</em></p>', tags: 'A, B' })
  })

  test('a schedule is picked on Sydney time and sent in UTC, summer time included', () => {
    const draft = { ...emptyDraft(), title: 'T', content: 'Body', status: 'scheduled' as const }
    // 7:00 am on 2 Feb is daylight saving (UTC+11); on 2 Jun it is UTC+10.
    expect(toPostPayload({ ...draft, publishDate: '2099-02-02', publishTime: '07:00' }, null)).toMatchObject({
      status: 'scheduled',
      publish_at: '2099-02-01T20:00:00.000Z',
    })
    expect(
      toPostPayload({ ...draft, publishDate: '2099-06-02', publishTime: '07:00' }, null).publish_at,
    ).toBe('2099-06-01T21:00:00.000Z')
    // Any other status sends no time, whatever the fields hold.
    expect(
      toPostPayload({ ...draft, status: 'draft', publishDate: '2099-06-02', publishTime: '07:00' }, null)
        .publish_at,
    ).toBeNull()
  })

  test('a schedule needs a date and time still to come, named on the date field', () => {
    const draft = { ...emptyDraft(), title: 'T', content: 'Body', status: 'scheduled' as const }
    const stillToCome = 'Choose a time that is still to come'
    expect(problems({ ...draft, publishDate: '', publishTime: '' })).toEqual({ publish_at: stillToCome })
    expect(problems({ ...draft, publishDate: '2020-01-01', publishTime: '09:00' })).toEqual({
      publish_at: stillToCome,
    })
    expect(problems({ ...draft, publishDate: '2099-01-01', publishTime: '09:00' })).toEqual({})
    expect(DRAFT_FIELD_NAMES.publish_at).toBe('publishDate')
  })

  test('a scheduled post opens with its time on Sydney clocks', () => {
    const post = makePost({ status: 'scheduled', publish_at: '2099-02-01T20:00:00.000Z' })
    expect(draftFromPost(post)).toMatchObject({
      status: 'scheduled',
      publishDate: '2099-02-02',
      publishTime: '07:00',
    })
    expect(draftFromPost(makePost())).toMatchObject({ status: 'published', publishDate: '', publishTime: '' })
  })
})
