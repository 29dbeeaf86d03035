/**
 * Both adapters of every content store: a row planted behind the store's back (by hand, an older
 * version, another process) that fails its read schema is left out of the lists and logged,
 * and the good rows are still listed; a record the read schema refuses is never written.
 */
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import {
  makeCategory,
  makeEnquiry,
  makeGalleryImage,
  makeNotice,
  makePost,
  makeProfile,
  minutesAgo,
} from '#tests/factories/index.ts'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { isAppError } from '../../domain/api-error.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import { docId } from './firestore/doc-id.ts'
import { createFirestoreStores } from './firestore/firestore-stores.ts'
import { DATABASE_FILE, openDatabase, openDatabaseFile } from './sqlite/database.ts'
import { createSqliteStores } from './sqlite/sqlite-stores.ts'

type Table = 'posts' | 'gallery_images' | 'gallery_categories' | 'profiles' | 'enquiries' | 'notices'

interface Planted {
  stores: ContentStores
  /** Sets one field of a stored record directly in the database, past the store. */
  corrupt(table: Table, key: string, field: string, value: unknown): Promise<void>
}

const FAR_FUTURE = '+010000-01-01T23:58:59.000Z'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())
const warnings = () => warn.mock.calls.map((call) => String(call[0]))

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  )
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`)
  return { code: error.code, status: error.status, message: error.message }
}

function describeBadRows(name: string, open: () => Promise<Planted>) {
  describe(`${name}: one bad row never empties a list`, () => {
    test('each list skips the bad row, logs its id and returns the good ones', async () => {
      const { stores, corrupt } = await open()
      const goodPost = await stores.posts.createPost(makePost())
      const badPost = await stores.posts.createPost(makePost())
      const goodImage = await stores.gallery.createGalleryImage(makeGalleryImage())
      const farFuture = await stores.gallery.createGalleryImage(makeGalleryImage())
      const control = await stores.gallery.createGalleryImage(makeGalleryImage({ status: 'pending' }))
      const goodCategory = await stores.gallery.createGalleryCategory(makeCategory())
      const badCategory = await stores.gallery.createGalleryCategory(makeCategory())
      const goodProfile = await stores.profiles.ensureProfile(makeProfile())
      const badProfile = await stores.profiles.ensureProfile(makeProfile())
      const goodEnquiry = await stores.enquiries.createEnquiry(makeEnquiry())
      const badEnquiry = await stores.enquiries.createEnquiry(makeEnquiry())
      const goodNotice = makeNotice({ enquiry_id: goodEnquiry.id })
      const badNotice = makeNotice({ enquiry_id: goodEnquiry.id })
      await stores.notices.addNotice(goodNotice)
      await stores.notices.addNotice(badNotice)

      await corrupt('posts', badPost.id, 'date', FAR_FUTURE)
      await corrupt('gallery_images', farFuture.id, 'date', FAR_FUTURE)
      await corrupt('gallery_images', control.id, 'title', '\u0000')
      await corrupt('gallery_categories', badCategory.name, 'name', '<script>')
      await corrupt('profiles', badProfile.id, 'created_at', 'yesterday')
      await corrupt('enquiries', badEnquiry.id, 'name', 'x'.repeat(300_000))
      await corrupt('notices', badNotice.id, 'kind', 'postcard')

      expect((await stores.posts.listPosts()).items.map((post) => post.id)).toEqual([goodPost.id])
      expect((await stores.posts.listRelatedPosts('none', ['electrical'], 5)).map((post) => post.id)).toEqual(
        [goodPost.id],
      )
      expect((await stores.gallery.listGalleryImages()).items.map((image) => image.id)).toEqual([
        goodImage.id,
      ])
      expect(
        (await stores.gallery.listGalleryImages({ status: 'approved' })).items.map((image) => image.id),
      ).toEqual([goodImage.id])
      const categories = (await stores.gallery.listGalleryCategories()).map((category) => category.name)
      expect(categories).toContain(goodCategory.name)
      expect(categories).toContain('Electrical')
      expect(categories).not.toContain('<script>')
      expect((await stores.profiles.listProfiles()).items.map((profile) => profile.id)).toEqual([
        goodProfile.id,
      ])
      expect((await stores.enquiries.listEnquiries()).items.map((enquiry) => enquiry.id)).toEqual([
        goodEnquiry.id,
      ])

      expect(await stores.notices.listNoticesOf(goodEnquiry.id)).toEqual([goodNotice])
      expect(await stores.notices.listNoticesDue(minutesAgo(0), 10)).toEqual([goodNotice])

      const logged = warnings().join('\n')
      for (const id of [badPost.id, farFuture.id, control.id, badProfile.id, badEnquiry.id, badNotice.id]) {
        expect(logged).toContain(`"${id}"`)
      }
      expect(logged).toContain('"<script>"')
      // The log names what is wrong, never the content itself.
      expect(logged).not.toContain('x'.repeat(1000))
      // A single read still finds the bad row, so an admin can repair or delete it.
      expect((await stores.gallery.getGalleryImage(farFuture.id))?.date).toBe(FAR_FUTURE)
      expect(await stores.gallery.deleteGalleryImage(farFuture.id)).toBe(true)
    })
  })

  describe(`${name}: stores only what its read schema accepts`, () => {
    test('a far-future date, a control character or a bad category is refused and nothing is written', async () => {
      const { stores } = await open()
      const future = makeGalleryImage()
      expect(await refusal(stores.gallery.createGalleryImage({ ...future, date: FAR_FUTURE }))).toMatchObject(
        {
          code: 'validation_failed',
          status: 400,
          message: 'Please give a date between the years 1 and 9999',
        },
      )
      expect(await stores.gallery.getGalleryImage(future.id)).toBeNull()

      const post = makePost()
      expect((await refusal(stores.posts.createPost({ ...post, title: 'Tab\tin a title' }))).status).toBe(400)
      expect(await stores.posts.getPost(post.id)).toBeNull()

      for (const name of ['<script>', '\u0000', 'Lone \ud800 half', 'x'.repeat(300_000)]) {
        const category = makeCategory({ name: 'placeholder' })
        expect((await refusal(stores.gallery.createGalleryCategory({ ...category, name }))).status).toBe(400)
      }
      const enquiry = makeEnquiry()
      expect((await refusal(stores.enquiries.createEnquiry({ ...enquiry, name: 'Bell\u0007' }))).status).toBe(
        400,
      )
      expect((await stores.enquiries.listEnquiries()).items).toEqual([])
      expect(warnings()).toEqual([])
    })

    test('an update that would leave a bad record is refused and the record stays as it was', async () => {
      const { stores } = await open()
      const image = await stores.gallery.createGalleryImage(makeGalleryImage())
      expect((await refusal(stores.gallery.updateGalleryImage(image.id, { date: FAR_FUTURE }))).status).toBe(
        400,
      )
      expect((await refusal(stores.gallery.updateGalleryImage(image.id, { location: 'a\nb' }))).status).toBe(
        400,
      )
      expect(await stores.gallery.getGalleryImage(image.id)).toEqual(image)

      const post = await stores.posts.createPost(makePost())
      expect((await refusal(stores.posts.updatePost(post.id, { tags: ['ok', '\u001b[31m'] }))).status).toBe(
        400,
      )
      expect(await stores.posts.getPost(post.id)).toEqual(post)
    })

    test('category names are unique ignoring case, beyond ASCII too', async () => {
      const { stores } = await open()
      await stores.gallery.createGalleryCategory(makeCategory({ name: 'Électrique' }))
      expect(
        await refusal(stores.gallery.createGalleryCategory(makeCategory({ name: 'éLECTRIQUE' }))),
      ).toMatchObject({
        code: 'conflict',
        message: 'A category with this name already exists',
      })
      expect(
        await refusal(stores.gallery.createGalleryCategory(makeCategory({ name: 'hvac' }))),
      ).toMatchObject({
        code: 'conflict',
      })
    })
  })
}

describeBadRows('SQLite', async () => {
  const dir = tempDir('stored-records')
  const db = openDatabase(dir)
  // A second connection, as another process would write: the store's list cache must notice.
  const other = openDatabaseFile(join(dir, DATABASE_FILE))
  onCleanup(() => {
    other.close()
    db.close()
  })
  return {
    stores: createSqliteStores(db),
    corrupt: async (table, key, field, value) => {
      const keyColumn = table === 'gallery_categories' ? 'name' : 'id'
      other.prepare(`UPDATE ${table} SET ${field} = ? WHERE ${keyColumn} = ?`).run(String(value), key)
    },
  }
})

const emulator = useFirestoreEmulator()
describeBadRows('Firestore', async () => {
  const db = emulator.fresh()
  return {
    stores: createFirestoreStores(db),
    corrupt: async (table, key, field, value) => {
      const id = table === 'gallery_categories' ? key.toLowerCase() : key
      await db
        .collection(table)
        .doc(docId(id))
        .update({ [field]: value })
    },
  }
})

describe('SQLite: a row that cannot even be mapped', () => {
  test('tags that are not JSON leave that post out, not the list', async () => {
    const dir = tempDir('stored-records')
    const db = openDatabase(dir)
    onCleanup(() => db.close())
    const stores = createSqliteStores(db)
    const good = await stores.posts.createPost(makePost())
    const broken = await stores.posts.createPost(makePost())
    db.prepare('UPDATE posts SET tags = ? WHERE id = ?').run('[not json', broken.id)
    expect((await stores.posts.listPosts()).items.map((post) => post.id)).toEqual([good.id])
    expect(warnings().join('\n')).toContain(`cannot be read (id "${broken.id}")`)
  })
})
