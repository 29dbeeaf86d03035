import { describe, expect, test } from 'vitest'
import { NewPostSchema } from '../../../domain/post.ts'
import { makePost } from '../../../../tests/factories/index.ts'
import {
  checkPostDraft,
  draftErrors,
  draftField,
  draftFromPost,
  emptyDraft,
  previewSlug,
  toPostPayload,
} from './post-form-model.ts'

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

  test("'Missing information' names the empty fields", () => {
    expect(checkPostDraft({ ...emptyDraft(), title: ' ' })).toEqual({
      kind: 'missing',
      fields: ['title', 'content'],
    })
    expect(checkPostDraft({ ...emptyDraft(), title: 'T', content: 'Body' })).toBeNull()
  })

  test('other problems carry the schema message and the field', () => {
    const problem = checkPostDraft({ ...emptyDraft(), title: 'T', content: 'Body', tags: 'x'.repeat(41) })
    expect(problem).toEqual({ kind: 'invalid', field: 'tags', message: 'Keep each tag under 40 characters' })
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

  test("the form's errors: each missing field, or the field the schema names, under the draft's own name", () => {
    expect(draftErrors({ ...emptyDraft(), title: ' ' })).toEqual({
      title: { type: 'missing', message: 'Please provide both a title and content for your post' },
      content: { type: 'missing', message: 'Please provide both a title and content for your post' },
    })
    expect(
      draftErrors({ ...emptyDraft(), title: 'T', content: '<p>Body</p>', readTime: 'x'.repeat(60) }),
    ).toEqual({
      readTime: { type: 'invalid', message: expect.any(String) },
    })
    expect(draftErrors({ ...emptyDraft(), title: 'T', content: '<p>Body</p>' })).toEqual({})
    expect(draftField('read_time')).toBe('readTime')
    expect(draftField('image_url')).toBeNull()
  })
})
