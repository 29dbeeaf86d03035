import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { tempDir } from '#tests/helpers/temp.ts'
import { describeMediaStoreContract } from '../../ports/media-store.contract.ts'
import { createDiskMediaStore } from './disk-media-store.ts'

describeMediaStoreContract('Disk', async () =>
  createDiskMediaStore({ root: join(tempDir('media'), 'media'), publicBase: '/api/media' }),
)

describe('Disk MediaStore', () => {
  test('stores files under the root by key, leaving no temporary files', async () => {
    const root = join(tempDir('media'), 'media')
    const store = createDiskMediaStore({ root, publicBase: '/api/media/' })
    await store.put('gallery/1-abc-480.webp', new Uint8Array([1, 2, 3]), 'image/webp')
    expect(readdirSync(join(root, 'gallery'))).toEqual(['1-abc-480.webp'])
    expect(store.publicUrl('gallery/1-abc-480.webp')).toBe('/api/media/gallery/1-abc-480.webp')
  })
  test('private files live under .private/, a folder no key can name', async () => {
    const root = join(tempDir('media'), 'media')
    const store = createDiskMediaStore({ root, publicBase: '/api/media' })
    await store.put('gallery/1-abc-480.webp', new Uint8Array([1]), 'image/webp', 'private')
    expect(readdirSync(join(root, '.private', 'gallery'))).toEqual(['1-abc-480.webp'])
    expect(readdirSync(root)).toEqual(['.private'])
    expect(store.keyFromUrl('/api/media/.private/gallery/1-abc-480.webp')).toBeNull()
    expect(await store.get('.private/gallery/1-abc-480.webp')).toBeNull()
  })
})
