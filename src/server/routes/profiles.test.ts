import { beforeEach, describe, expect, test, vi } from 'vitest'
import { makeGalleryImage, makeProfile } from '#tests/factories/index.ts'
import {
  addUpload,
  BACKENDS,
  errorOf,
  makeTestApp,
  people,
  snapshot,
  type TestApp,
} from '#tests/helpers/test-app.ts'
import type { GalleryImage } from '../../domain/gallery-image.ts'
import { LAST_ADMIN_REMOVAL, type Me, type Profile } from '../../domain/profile.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({}, { backend })
  })

  describe('GET /api/profiles/me', () => {
    test.each([
      ['user', 'user', false, false],
      ['verified', 'verified', true, false],
      ['admin', 'admin', true, true],
    ] as const)('%s sees their role as the server sees it', async (as, role, verified, isAdmin) => {
      const response = await t.request('GET', '/api/profiles/me', { as })
      expect(response.status).toBe(200)
      const { profile } = (await response.json()) as { profile: Me }
      expect(profile).toMatchObject({ id: people[as].uid, role, email_verified: verified, is_admin: isAdmin })
    })
  })

  describe('user management', () => {
    test('GET /api/profiles lists newest first', async () => {
      const { profiles } = (await (await t.request('GET', '/api/profiles', { as: 'admin' })).json()) as {
        profiles: Profile[]
      }
      expect(profiles.map((profile) => profile.id)).toEqual([
        people.admin.uid,
        people.verified.uid,
        people.user.uid,
      ])
    })

    test('GET /api/profiles pages with a cursor', async () => {
      const page = async (query: string) =>
        (await (await t.request('GET', `/api/profiles?${query}`, { as: 'admin' })).json()) as {
          profiles: Profile[]
          next: string | null
        }
      const first = await page('limit=2')
      expect(first.profiles.map((profile) => profile.id)).toEqual([people.admin.uid, people.verified.uid])
      const second = await page(`limit=2&cursor=${encodeURIComponent(first.next!)}`)
      expect(second).toEqual({ profiles: [expect.objectContaining({ id: people.user.uid })], next: null })
    })

    test('make admin, then remove admin', async () => {
      const granted = await t.request('PATCH', `/api/profiles/${people.verified.uid}`, {
        as: 'admin',
        json: { is_admin: true },
      })
      expect(granted.status).toBe(200)
      expect(((await granted.json()) as { profile: Profile }).profile.is_admin).toBe(true)
      const removed = await t.request('PATCH', `/api/profiles/${people.verified.uid}`, {
        as: 'admin',
        json: { is_admin: false },
      })
      expect(((await removed.json()) as { profile: Profile }).profile.is_admin).toBe(false)
    })

    test('GET /api/profiles/admins lists every admin, not only those among the newest accounts', async () => {
      await t.content.setAdmin(people.verified.uid, true)
      const response = await t.request('GET', '/api/profiles/admins', { as: 'admin' })
      expect(response.status).toBe(200)
      const { profiles } = (await response.json()) as { profiles: Profile[] }
      expect(profiles.map((profile) => profile.id).toSorted()).toEqual(
        [people.admin.uid, people.verified.uid].toSorted(),
      )
    })

    test('an account whose e-mail is not confirmed cannot be made admin', async () => {
      const before = await snapshot(t)
      const response = await t.request('PATCH', `/api/profiles/${people.user.uid}`, {
        as: 'admin',
        json: { is_admin: true },
      })
      expect(response.status).toBe(409)
      expect((await errorOf(response)).message).toMatch(/confirmed e-mail/)
      expect(await snapshot(t)).toEqual(before)
    })

    test('revocation is immediate: a removed admin is refused on the very next request', async () => {
      await t.content.setAdmin(people.verified.uid, true)
      expect((await t.request('GET', '/api/enquiries', { as: 'verified' })).status).toBe(200)
      await t.request('PATCH', `/api/profiles/${people.verified.uid}`, {
        as: 'admin',
        json: { is_admin: false },
      })
      expect((await t.request('GET', '/api/enquiries', { as: 'verified' })).status).toBe(403)
    })

    test('no admin may remove their own admin right', async () => {
      await t.content.setAdmin(people.verified.uid, true)
      const before = await snapshot(t)
      const response = await t.request('PATCH', `/api/profiles/${people.admin.uid}`, {
        as: 'admin',
        json: { is_admin: false },
      })
      expect(response.status).toBe(403)
      expect(await errorOf(response)).toEqual({
        code: 'forbidden',
        message: 'You cannot remove your own admin rights',
      })
      expect(await snapshot(t)).toEqual(before)
    })

    test('the last admin can never be removed (the store checks it too, whoever asks)', async () => {
      const other = await t.content.ensureProfile(makeProfile())
      await t.content.setAdmin(other.id, true)
      // With two admins, removing the other one works…
      const removed = await t.request('PATCH', `/api/profiles/${other.id}`, {
        as: 'admin',
        json: { is_admin: false },
      })
      expect(removed.status).toBe(200)
      // …and now the acting admin is the last one.
      const self = await t.request('PATCH', `/api/profiles/${people.admin.uid}`, {
        as: 'admin',
        json: { is_admin: false },
      })
      expect(self.status).toBe(403)
      const error = await t.content.setAdmin(people.admin.uid, false).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ code: 'forbidden', message: 'The last admin cannot be removed' })
      expect(await t.content.countAdmins()).toBe(1)
    })

    test('an unknown profile is a 404', async () => {
      const response = await t.request('PATCH', '/api/profiles/nobody', {
        as: 'admin',
        json: { is_admin: true },
      })
      expect(response.status).toBe(404)
    })

    test('is_admin must be a boolean', async () => {
      const response = await t.request('PATCH', `/api/profiles/${people.user.uid}`, {
        as: 'admin',
        json: { is_admin: 'yes' },
      })
      expect(response.status).toBe(400)
    })
  })

  describe('POST /api/profiles/admins', () => {
    test('creates an account and marks its profile admin', async () => {
      const response = await t.request('POST', '/api/profiles/admins', {
        as: 'admin',
        json: { email: 'second.admin@example.com', password: 'a-good-password' },
      })
      expect(response.status).toBe(201)
      const { profile } = (await response.json()) as { profile: Profile }
      expect(profile).toMatchObject({ email: 'second.admin@example.com', is_admin: true })
      expect(t.authUsers.get('second.admin@example.com')).toEqual({
        uid: profile.id,
        password: 'a-good-password',
      })
      expect(await t.content.countAdmins()).toBe(2)
    })

    test('the messages for a bad e-mail or a password under 12 characters; nothing is created', async () => {
      const badEmail = await t.request('POST', '/api/profiles/admins', {
        as: 'admin',
        json: { email: 'nope', password: 'a-good-password' },
      })
      expect((await errorOf(badEmail)).message).toBe('Please enter a valid email address')
      const short = await t.request('POST', '/api/profiles/admins', {
        as: 'admin',
        json: { email: 'x@example.com', password: 'eleven-char' },
      })
      expect(short.status).toBe(400)
      expect((await errorOf(short)).message).toBe('Admin passwords must be at least 12 characters')
      expect(t.authUsers.size).toBe(0)
    })

    test('an e-mail already in use is a 409', async () => {
      const json = { email: 'dup@example.com', password: 'a-good-password' }
      await t.request('POST', '/api/profiles/admins', { as: 'admin', json })
      const response = await t.request('POST', '/api/profiles/admins', { as: 'admin', json })
      expect(response.status).toBe(409)
      expect(await t.content.countAdmins()).toBe(2)
    })
  })

  describe('deleting an account', () => {
    // The in-process Firestore emulator's transactions do not isolate (tests/helpers/firestore-emulator.ts):
    // races are checked on SQLite, as the store contracts do.
    const racesChecked = backend === 'sqlite'
    const deleted: string[] = []
    async function appWithPhotos() {
      deleted.length = 0
      t = await makeTestApp({ deleteAuthUser: async (uid) => void deleted.push(uid) }, { backend })
      const uid = people.verified.uid
      const photo = (status: GalleryImage['status']) =>
        t.content.createGalleryImage(makeGalleryImage({ author_id: uid, status }))
      return {
        uid,
        pending: await photo('pending'),
        rejected: await photo('rejected'),
        approved: await photo('approved'),
      }
    }

    test('an admin deletes a user: the sign-in account, the profile and their unpublished photos go', async () => {
      const { uid, pending, rejected, approved } = await appWithPhotos()
      const other = await t.content.createGalleryImage(
        makeGalleryImage({ author_id: people.user.uid, status: 'pending' }),
      )
      expect((await t.request('DELETE', `/api/profiles/${uid}`, { as: 'admin' })).status).toBe(204)
      expect(deleted).toEqual([uid])
      expect(await t.content.getProfile(uid)).toBeNull()
      expect(await t.content.getGalleryImage(pending.id)).toBeNull()
      expect(await t.content.getGalleryImage(rejected.id)).toBeNull()
      // Published work stays in the gallery, no longer tied to the person.
      expect(await t.content.getGalleryImage(approved.id)).toMatchObject({
        status: 'approved',
        author_id: null,
      })
      expect(await t.content.getGalleryImage(other.id)).toEqual(other)
      const list = await t.request('GET', '/api/profiles', { as: 'admin' })
      const { profiles } = (await list.json()) as { profiles: { id: string }[] }
      expect(profiles.map((profile) => profile.id)).not.toContain(uid)
    })

    /** `count` more photos of `uid` waiting for review, each with an upload of its own ('leaving<n>'). */
    async function addPendingPhotos(uid: string, count: number): Promise<void> {
      for (let index = 1; index <= count; index++) {
        const url = await addUpload(t, 'verified', `gallery/1700000000000-leaving${index}`)
        await t.content.createGalleryImage(
          makeGalleryImage({
            author_id: uid,
            status: 'pending',
            image_url: url,
            image_variants: [{ url, width: 320, height: 240 }],
          }),
        )
      }
    }

    test("their unpublished photos' files go together, after one look at what else shows them", async () => {
      const { uid } = await appWithPhotos()
      await addPendingPhotos(uid, 3)
      // Whether a file is shown elsewhere is asked once for all the photos, and reads only the
      // posts that name those files, never every post.
      const postReads = vi.spyOn(t.stores.posts, 'listPosts')
      const named = vi.spyOn(t.stores.posts, 'listPostsShowingFiles')
      expect((await t.request('DELETE', `/api/profiles/${uid}`, { as: 'admin' })).status).toBe(204)
      expect(t.mediaFiles().filter((path) => path.includes('leaving'))).toEqual([])
      expect(named).toHaveBeenCalledTimes(1)
      expect(postReads).not.toHaveBeenCalled()
    })

    test('a deletion that failed part-way still deletes the files of the photos it took; trying again finishes', async () => {
      const { uid } = await appWithPhotos()
      await addPendingPhotos(uid, 2)
      // Four unpublished photos: the last deletion fails, after the others went.
      const deleteImage = t.stores.gallery.deleteGalleryImage
      let deletes = 0
      vi.spyOn(t.stores.gallery, 'deleteGalleryImage').mockImplementation(async (id) => {
        if (++deletes === 4) throw new Error('unavailable')
        return deleteImage(id)
      })
      expect((await t.request('DELETE', `/api/profiles/${uid}`, { as: 'admin' })).status).toBe(500)
      vi.restoreAllMocks()
      expect((await t.request('DELETE', `/api/profiles/${uid}`, { as: 'admin' })).status).toBe(204)
      expect(t.mediaFiles().filter((path) => path.includes('leaving'))).toEqual([])
    })

    test('a user deletes their own account', async () => {
      await appWithPhotos()
      expect((await t.request('DELETE', '/api/profiles/me', { as: 'user' })).status).toBe(204)
      expect(deleted).toEqual([people.user.uid])
      expect(await t.content.getProfile(people.user.uid)).toBeNull()
    })

    test('the last admin cannot be deleted, and nothing of theirs is', async () => {
      await appWithPhotos()
      const refused = await t.request('DELETE', `/api/profiles/${people.admin.uid}`, { as: 'admin' })
      expect(refused.status).toBe(403)
      expect((await errorOf(refused)).message).toBe(LAST_ADMIN_REMOVAL)
      expect(deleted).toEqual([])
      expect(await t.content.getProfile(people.admin.uid)).toMatchObject({ is_admin: true })
    })

    test.runIf(racesChecked)(
      'two admins deleting each other at once: one is refused, and nothing of theirs is deleted',
      async () => {
        await appWithPhotos()
        await t.content.setAdmin(people.verified.uid, true)
        const [first, second] = await Promise.all([
          t.request('DELETE', `/api/profiles/${people.verified.uid}`, { as: 'admin' }),
          t.request('DELETE', `/api/profiles/${people.admin.uid}`, { as: 'verified' }),
        ])
        expect([first.status, second.status].toSorted()).toEqual([204, 403])
        // Whoever is left is an admin who can still sign in.
        const survivor = first.status === 204 ? people.admin : people.verified
        expect(deleted).toEqual([first.status === 204 ? people.verified.uid : people.admin.uid])
        expect(await t.content.getProfile(survivor.uid)).toMatchObject({ is_admin: true })
      },
    )

    test.runIf(racesChecked)(
      "an admin deleted while they take the deleter's admin right away: one of them stays an admin",
      async () => {
        await appWithPhotos()
        await t.content.setAdmin(people.verified.uid, true)
        const [deletion, removal] = await Promise.all([
          t.request('DELETE', `/api/profiles/${people.verified.uid}`, { as: 'admin' }),
          t.request('PATCH', `/api/profiles/${people.admin.uid}`, {
            as: 'verified',
            json: { is_admin: false },
          }),
        ])
        expect([deletion.status, removal.status].toSorted()).toEqual(
          deletion.status === 204 ? [204, 403] : [200, 403],
        )
        const admins = (
          await Promise.all([people.admin.uid, people.verified.uid].map((uid) => t.content.getProfile(uid)))
        ).filter((profile) => profile?.is_admin && !deleted.includes(profile.id))
        expect(admins).toHaveLength(1)
      },
    )

    test('an unknown account is a 404', async () => {
      await appWithPhotos()
      const response = await t.request('DELETE', '/api/profiles/uid-nobody', { as: 'admin' })
      expect(response.status).toBe(404)
      expect(deleted).toEqual([])
    })
  })
})
