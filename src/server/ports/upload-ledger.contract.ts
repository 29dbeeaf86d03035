/**
 * What every UploadLedger adapter promises (upload-ledger.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { minutesAgo } from '#tests/factories/index.ts'
import { expectAppError, storeContract } from './store-contract-kit.ts'
import type { Upload, UploadLedger } from './upload-ledger.ts'

export const describeUploadLedgerContract = storeContract<UploadLedger>(
  'UploadLedger',
  (store, { isolatesConcurrentWrites }) => {
    const upload = (overrides: Partial<Upload> = {}): Upload => {
      const id = overrides.id ?? `gallery/1767225600000-${crypto.randomUUID().replaceAll('-', '')}`
      return {
        id,
        owner_id: 'uid-owner',
        purpose: 'gallery',
        keys: [`${id}-480.webp`, `${id}-960.webp`],
        variants: [
          { url: `/api/media/${id}-480.webp`, width: 480, height: 360 },
          { url: `/api/media/${id}-960.webp`, width: 960, height: 720 },
        ],
        created_at: minutesAgo(10),
        attached_to: null,
        ...overrides,
      }
    }

    test('createUpload and getUpload keep every field; an unknown id is null; a taken id is a conflict', async () => {
      const made = upload()
      expect(await store.createUpload(made)).toEqual(made)
      expect(await store.getUpload(made.id)).toEqual(made)
      expect(await store.getUpload('gallery/none')).toBeNull()
      await expectAppError(store.createUpload({ ...made, owner_id: 'uid-other' }), 'conflict')
      expect(await store.getUpload(made.id)).toEqual(made)
    })

    test('attachUpload claims once: the second claim gets null and changes nothing', async () => {
      const made = await store.createUpload(upload())
      expect(await store.attachUpload(made.id, 'gallery/one')).toEqual({
        ...made,
        attached_to: 'gallery/one',
      })
      expect(await store.attachUpload(made.id, 'gallery/two')).toBeNull()
      expect((await store.getUpload(made.id))?.attached_to).toBe('gallery/one')
      expect(await store.attachUpload('gallery/none', 'gallery/one')).toBeNull()
    })

    test.runIf(isolatesConcurrentWrites)(
      'two concurrent claims of one upload: exactly one wins',
      async () => {
        const made = await store.createUpload(upload())
        const results = await Promise.all([
          store.attachUpload(made.id, 'gallery/a'),
          store.attachUpload(made.id, 'gallery/b'),
        ])
        expect(results.filter((result) => result !== null)).toHaveLength(1)
        const winner = results.find((result) => result !== null)!
        expect((await store.getUpload(made.id))?.attached_to).toBe(winner.attached_to)
      },
    )

    test('detachUpload frees only a claim by the same record', async () => {
      const made = await store.createUpload(upload())
      await store.attachUpload(made.id, 'gallery/one')
      await store.detachUpload(made.id, 'gallery/other')
      expect((await store.getUpload(made.id))?.attached_to).toBe('gallery/one')
      await store.detachUpload(made.id, 'gallery/one')
      expect((await store.getUpload(made.id))?.attached_to).toBeNull()
      expect(await store.listUnattachedUploads(minutesAgo(-1), 10)).toEqual([made])
    })

    test('listUnattachedUploads: unattached and older than the cut-off only, oldest first, limited', async () => {
      const oldest = await store.createUpload(upload({ created_at: minutesAgo(300) }))
      const older = await store.createUpload(upload({ created_at: minutesAgo(200) }))
      const attached = await store.createUpload(upload({ created_at: minutesAgo(250) }))
      await store.attachUpload(attached.id, 'post/p')
      await store.createUpload(upload({ created_at: minutesAgo(5) }))
      expect(await store.listUnattachedUploads(minutesAgo(60), 10)).toEqual([oldest, older])
      expect(await store.listUnattachedUploads(minutesAgo(60), 1)).toEqual([oldest])
      expect(await store.listUnattachedUploads(minutesAgo(60), 0)).toEqual([])
    })

    test('deleteUnattachedUpload removes only an unattached entry; deleteUpload removes any', async () => {
      const free = await store.createUpload(upload())
      const used = await store.createUpload(upload())
      await store.attachUpload(used.id, 'gallery/x')
      expect(await store.deleteUnattachedUpload(used.id)).toBe(false)
      expect(await store.getUpload(used.id)).not.toBeNull()
      expect(await store.deleteUnattachedUpload(free.id)).toBe(true)
      expect(await store.getUpload(free.id)).toBeNull()
      expect(await store.deleteUpload(used.id)).toBe(true)
      expect(await store.deleteUpload(used.id)).toBe(false)
      expect(await store.getUpload(used.id)).toBeNull()
    })
  },
)
