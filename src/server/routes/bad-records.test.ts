/**
 * The attack run's findings (issue 10, class 3), as the attacker would replay them: a
 * far-future date and hostile category names are refused with plain messages, and a bad row
 * planted in the database does not stop any list route from answering with the good rows.
 */
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { makeCategory, makeEnquiry, makeGalleryImage, makePost, makeProfile } from '#tests/factories/index.ts'
import { BACKENDS, errorOf, makeTestApp, snapshot, type TestApp } from '#tests/helpers/test-app.ts'
import { onCleanup } from '#tests/helpers/temp.ts'
import { EnquiryPageResponseSchema } from '../../domain/enquiry.ts'
import {
  GalleryCategoryListResponseSchema,
  GalleryImagePageResponseSchema,
} from '../../domain/gallery-image.ts'
import { PostPageResponseSchema } from '../../domain/post.ts'
import { ProfilePageResponseSchema } from '../../domain/profile.ts'
import { DATE_OUT_OF_RANGE, NOT_PRINTABLE } from '../../domain/text.ts'
import { docId } from '../adapters/firestore/doc-id.ts'
import { DATABASE_FILE, openDatabaseFile } from '../adapters/sqlite/database.ts'

const FAR_FUTURE_INPUT = '9999-12-31T23:59:59-23:59'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

const newImage = {
  title: 'Rooftop condenser',
  category: 'HVAC',
  image_url: 'https://images.example.com/condenser.jpg',
}

describe.each(BACKENDS)('%s', (backend) => {
  describe('dates', () => {
    test('a date that is in the year 10000 in UTC is refused with a plain message, nothing stored', async () => {
      const t = await makeTestApp({}, { backend })
      const before = await snapshot(t)
      const response = await t.request('POST', '/api/gallery', {
        as: 'admin',
        json: { ...newImage, date: FAR_FUTURE_INPUT },
      })
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toEqual({
        code: 'validation_failed',
        message: DATE_OUT_OF_RANGE,
        issues: [{ path: 'date', message: DATE_OUT_OF_RANGE }],
      })
      expect(await snapshot(t)).toEqual(before)
    })

    test('the same holds for a submission, an edit, year 0 and a date-only 9999-12-31 is fine', async () => {
      const t = await makeTestApp({}, { backend })
      const image = await t.content.createGalleryImage(makeGalleryImage())
      const submitted = await t.request('POST', '/api/gallery/submissions', {
        as: 'verified',
        json: { ...newImage, date: FAR_FUTURE_INPUT },
      })
      expect((await errorOf(submitted)).message).toBe(DATE_OUT_OF_RANGE)
      for (const date of [FAR_FUTURE_INPUT, '0000-06-01', '0001-01-01T00:00:00+01:00']) {
        const edited = await t.request('PATCH', `/api/gallery/${image.id}`, { as: 'admin', json: { date } })
        expect(edited.status).toBe(400)
        expect((await errorOf(edited)).message).toBe(DATE_OUT_OF_RANGE)
      }
      expect(await t.content.getGalleryImage(image.id)).toEqual(image)
      const latest = await t.request('PATCH', `/api/gallery/${image.id}`, {
        as: 'admin',
        json: { date: '9999-12-31' },
      })
      expect(latest.status).toBe(200)
    })
  })

  describe('category names', () => {
    test.each([
      ['<script>', 'Use letters, digits, spaces'],
      ['\u0000', 'Use letters, digits, spaces'],
      ['Lone \ud800 half', 'Use letters, digits, spaces'],
      ['x'.repeat(300_000), 'Keep the category name under 40 characters'],
      ['Tab\tName', 'Use letters, digits, spaces'],
    ])('%#: a hostile name is refused with a plain message and nothing is stored', async (name, message) => {
      const t = await makeTestApp({}, { backend })
      const before = await snapshot(t)
      const response = await t.request('POST', '/api/gallery/categories', { as: 'admin', json: { name } })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).message).toContain(message)
      expect(await snapshot(t)).toEqual(before)
    })

    test('names are trimmed and unique ignoring case; ordinary names with & or accents are fine', async () => {
      const t = await makeTestApp({}, { backend })
      const created = await t.request('POST', '/api/gallery/categories', {
        as: 'admin',
        json: { name: '  Solar & Battery  ' },
      })
      expect(created.status).toBe(201)
      expect(((await created.json()) as { category: { name: string } }).category.name).toBe('Solar & Battery')
      const again = await t.request('POST', '/api/gallery/categories', {
        as: 'admin',
        json: { name: 'SOLAR & BATTERY' },
      })
      expect(again.status).toBe(409)
      expect((await errorOf(again)).message).toBe('A category with this name already exists')
      for (const name of ['Électricité', 'Électricité'.toUpperCase()]) {
        await t.request('POST', '/api/gallery/categories', { as: 'admin', json: { name } })
      }
      const names = (await t.content.listGalleryCategories()).map((category) => category.name)
      expect(names.filter((name) => name.toLowerCase() === 'électricité')).toEqual(['Électricité'])
    })

    test('titles, locations, tags and enquiry names refuse control and bidirectional characters with a plain message', async () => {
      const t = await makeTestApp({}, { backend })
      for (const json of [
        { ...newImage, title: 'Bell\u0007' },
        { ...newImage, location: 'Line\nbreak' },
        { ...newImage, tags: ['ok', '\u001b[31mred'] },
        { ...newImage, title: 'Half \udc00' },
      ]) {
        const response = await t.request('POST', '/api/gallery', { as: 'admin', json })
        expect(response.status).toBe(400)
        expect((await errorOf(response)).message).toBe(NOT_PRINTABLE)
      }
      // A right-to-left override would turn the rest of the office's subject line backwards.
      for (const name of ['Sam\u0000', 'Sam \u202eIXAT\u202c']) {
        const enquiry = await t.request('POST', '/api/enquiries', {
          json: { name, email: 'sam@example.com', message: 'Hello\nthere' },
        })
        expect(enquiry.status).toBe(400)
        expect((await errorOf(enquiry)).message).toBe(NOT_PRINTABLE)
      }
      expect((await t.content.listGalleryImages()).items).toEqual([])
      expect((await t.content.listEnquiries()).items).toEqual([])
    })
  })

  describe('a bad row in the database', () => {
    /**
     * Sets `field` of the row (SQLite) or document (Firestore) where `column` is `value`, past the
     * API and the store, as a hand edit or an older version would. Firestore names a document by
     * its entity's id, a category's by its lower-cased name.
     */
    async function plant(
      t: TestApp,
      table: string,
      [column, value]: [string, string],
      field: string,
      to: string,
    ) {
      if (t.firestore) {
        const id = table === 'gallery_categories' ? value.toLowerCase() : value
        await t.firestore
          .collection(table)
          .doc(docId(id))
          .update({ [field]: to })
        return
      }
      const db = openDatabaseFile(join(t.dataDir, DATABASE_FILE))
      onCleanup(() => db.close())
      db.prepare(`UPDATE ${table} SET ${field} = ? WHERE ${column} = ?`).run(to, value)
    }

    test('every list route still answers 200 with the good rows, each parsing with its schema', async () => {
      const t = await makeTestApp({}, { backend })
      const goodPost = await t.content.createPost(makePost())
      const badPost = await t.content.createPost(makePost())
      const goodImage = await t.content.createGalleryImage(makeGalleryImage())
      const badImage = await t.content.createGalleryImage(makeGalleryImage())
      await t.content.createGalleryCategory(makeCategory({ name: 'Planted' }))
      const goodEnquiry = await t.content.createEnquiry(makeEnquiry())
      const badEnquiry = await t.content.createEnquiry(makeEnquiry())
      const badProfile = await t.content.ensureProfile(makeProfile())

      const farFuture = '+010000-01-01T23:58:59.000Z'
      await plant(t, 'posts', ['id', badPost.id], 'date', farFuture)
      await plant(t, 'gallery_images', ['id', badImage.id], 'date', farFuture)
      await plant(t, 'gallery_categories', ['name', 'Planted'], 'name', '<script>')
      await plant(t, 'enquiries', ['id', badEnquiry.id], 'message', 'x'.repeat(300_000))
      await plant(t, 'profiles', ['id', badProfile.id], 'created_at', 'not a date')

      const read = async (path: string, as?: 'admin') => {
        const response = await t.request('GET', path, as ? { as } : {})
        expect(response.status, path).toBe(200)
        return response.json()
      }
      const ids = (items: { id: string }[]) => items.map((item) => item.id)
      expect(ids(PostPageResponseSchema.parse(await read('/api/posts?limit=100')).posts)).toEqual([
        goodPost.id,
      ])
      const gallery = GalleryImagePageResponseSchema.parse(await read('/api/gallery?limit=100'))
      expect(ids(gallery.images)).toEqual([goodImage.id])
      const all = GalleryImagePageResponseSchema.parse(await read('/api/gallery/all?limit=100', 'admin'))
      expect(ids(all.images)).toEqual([goodImage.id])
      const categories = GalleryCategoryListResponseSchema.parse(await read('/api/gallery/categories'))
      expect(categories.categories.map((category) => category.name)).toEqual([
        'Electrical',
        'HVAC',
        'ICT',
        'Projects',
        'Team',
      ])
      const enquiries = EnquiryPageResponseSchema.parse(await read('/api/enquiries?limit=100', 'admin'))
      expect(ids(enquiries.enquiries)).toEqual([goodEnquiry.id])
      const profiles = ProfilePageResponseSchema.parse(await read('/api/profiles?limit=100', 'admin'))
      expect(ids(profiles.profiles)).not.toContain(badProfile.id)
      expect(profiles.profiles).toHaveLength(3)
      expect(t.logged.error).toEqual([])

      // The admin can still remove the bad image: single reads find it.
      const removed = await t.request('DELETE', `/api/gallery/${badImage.id}`, { as: 'admin' })
      expect(removed.status).toBe(204)
    })
  })
})
