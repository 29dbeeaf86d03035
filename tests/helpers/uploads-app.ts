/**
 * The API as the upload tests use it (src/server/routes/uploads-*.test.ts): a fresh app before
 * each test on a clock the test moves, a second verified user besides the usual three, and the
 * calls those tests make again and again: upload a photo, submit it to the gallery, create a
 * post, and ask for a file as someone.
 */
import { beforeEach, expect } from 'vitest'
import type { GalleryImage } from '../../src/domain/gallery-image.ts'
import type { MediaUploadResult } from '../../src/domain/media.ts'
import type { Post } from '../../src/domain/post.ts'
import { fixture } from './fixtures.ts'
import { makeTestApp, uploadSmallPng, type Backend, type TestApp } from './test-app.ts'

/** A second verified user, who must not be able to use or see the first one's photos. */
const OTHER = {
  token: 'token-other',
  uid: 'uid-other',
  email: 'other.user@example.com',
  email_verified: true,
}

export type Who = 'visitor' | 'verified' | 'admin' | 'other'
export const HOUR_MS = 60 * 60 * 1000
export const smallPng = fixture('small.png')

export interface UploadsApp {
  /** This test's app (a new one before each test). */
  readonly t: TestApp
  /** The app's clock, which stands still unless a test moves it. */
  now(): Date
  advance(ms: number): void
  send(method: string, path: string, who: Who, json?: unknown): Promise<Response>
  /** A small PNG uploaded by `who`; the upload must succeed. */
  upload(who: Exclude<Who, 'visitor'>, purpose?: string): Promise<MediaUploadResult>
  /** Submits an upload to the gallery as `who`, as the upload dialog does. */
  submit(who: Who, uploaded: Pick<MediaUploadResult, 'url'> & Partial<MediaUploadResult>): Promise<Response>
  /** The image a 201 answer created. */
  imageOf(response: Response): Promise<GalleryImage>
  /** A post an admin creates with these fields (title and content given if left out); must be a 201. */
  createPost(fields: Record<string, unknown>): Promise<Post>
  /** What GET /api/media answers `who` for the file at `url` (the path the admin pages fetch private files by). */
  statusOf(url: string, who: Who): Promise<number>
}

/** Registers a beforeEach that opens a fresh app on `backend`; the returned calls use it. */
export function useUploadsApp(backend: Backend): UploadsApp {
  let t: TestApp
  let clock: Date
  beforeEach(async () => {
    clock = new Date('2026-03-02T09:00:00.000Z')
    t = await makeTestApp({ now: () => clock }, { backend })
    t.addToken(OTHER.token, OTHER)
  })

  const asWho = (who: Who) =>
    who === 'other' ? { headers: { Authorization: `Bearer ${OTHER.token}` } } : { as: who }

  const app: UploadsApp = {
    get t() {
      return t
    },
    now: () => clock,
    advance(ms) {
      clock = new Date(clock.getTime() + ms)
    },
    send: (method, path, who, json) =>
      t.request(method, path, { ...asWho(who), ...(json === undefined ? {} : { json }) }),
    upload: (who, purpose) => uploadSmallPng(t, asWho(who), purpose),
    submit: (who, uploaded) =>
      app.send('POST', '/api/gallery/submissions', who, {
        title: 'My switchboard',
        image_url: uploaded.url,
        image_variants: uploaded.variants,
      }),
    async imageOf(response) {
      expect(response.status).toBe(201)
      return ((await response.json()) as { image: GalleryImage }).image
    },
    async createPost(fields) {
      const response = await app.send('POST', '/api/posts', 'admin', {
        title: 'A post',
        content: '<p>Body</p>',
        ...fields,
      })
      expect(response.status).toBe(201)
      return ((await response.json()) as { post: Post }).post
    },
    statusOf: async (url, who) => (await app.send('GET', t.mediaPath(url), who)).status,
  }
  return app
}
