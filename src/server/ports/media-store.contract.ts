/**
 * What every MediaStore adapter promises, as one suite each adapter runs. `open` returns an
 * empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { AppError } from '../../domain/api-error.ts'
import type { MediaStore } from './media-store.ts'
import { storeContract } from './store-contract-kit.ts'

const bytesOf = (text: string) => new TextEncoder().encode(text)

export const describeMediaStoreContract = storeContract<MediaStore>('MediaStore', (store) => {
  test('put then get returns the same bytes and the content type', async () => {
    await store.put('gallery/1767225600000-abcd1234-480.webp', bytesOf('RIFF....WEBP'), 'image/webp')
    const stored = await store.get('gallery/1767225600000-abcd1234-480.webp')
    expect(stored?.contentType).toBe('image/webp')
    expect(Buffer.from(stored!.bytes).toString()).toBe('RIFF....WEBP')
  })

  test('get returns null when nothing is stored under the key', async () => {
    expect(await store.get('gallery/never-stored-480.webp')).toBeNull()
  })

  test('get returns null for keys outside the pattern (no path traversal)', async () => {
    for (const key of ['../secret.webp', '/etc/passwd', 'gallery/../../x.webp', 'a.svg', 'UPPER.webp', '']) {
      expect(await store.get(key)).toBeNull()
    }
  })

  test('put refuses keys outside the pattern with validation_failed', async () => {
    for (const key of ['../escape.webp', 'gallery/x.svg', 'gallery/x.html']) {
      const error = await store.put(key, bytesOf('x'), 'image/webp').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).code).toBe('validation_failed')
    }
  })

  test('put replaces what was stored', async () => {
    await store.put('blog/1-a-480.webp', bytesOf('first'), 'image/webp')
    await store.put('blog/1-a-480.webp', bytesOf('second'), 'image/webp')
    expect(Buffer.from((await store.get('blog/1-a-480.webp'))!.bytes).toString()).toBe('second')
  })

  test('delete removes the file, and deleting nothing is fine', async () => {
    await store.put('blog/2-b-480.webp', bytesOf('x'), 'image/webp')
    await store.delete('blog/2-b-480.webp')
    expect(await store.get('blog/2-b-480.webp')).toBeNull()
    await expect(store.delete('blog/2-b-480.webp')).resolves.toBeUndefined()
  })

  test('publicUrl and keyFromUrl are each other’s inverse; other URLs give null', async () => {
    const key = 'gallery/1767225600000-abcd1234-960.webp'
    const url = store.publicUrl(key)
    expect(store.keyFromUrl(url)).toBe(key)
    expect(store.keyFromUrl('https://elsewhere.example/gallery/1-a-960.webp')).toBeNull()
    expect(store.keyFromUrl(`${url.slice(0, url.length - key.length)}../x.webp`)).toBeNull()
  })

  test('put stores public by default; get says which', async () => {
    await store.put('gallery/3-c-480.webp', bytesOf('x'), 'image/webp')
    expect((await store.get('gallery/3-c-480.webp'))?.visibility).toBe('public')
  })

  test('a private file is read by get, marked private, and deleted like any other', async () => {
    await store.put('gallery/4-d-480.webp', bytesOf('secret'), 'image/webp', 'private')
    const stored = await store.get('gallery/4-d-480.webp')
    expect(stored?.visibility).toBe('private')
    expect(Buffer.from(stored!.bytes).toString()).toBe('secret')
    await store.delete('gallery/4-d-480.webp')
    expect(await store.get('gallery/4-d-480.webp')).toBeNull()
  })

  test('setVisibility moves a file both ways and keeps its bytes; false when there is none', async () => {
    await store.put('gallery/5-e-480.webp', bytesOf('photo'), 'image/webp', 'private')
    expect(await store.setVisibility('gallery/5-e-480.webp', 'public')).toBe(true)
    const published = await store.get('gallery/5-e-480.webp')
    expect(published?.visibility).toBe('public')
    expect(Buffer.from(published!.bytes).toString()).toBe('photo')
    expect(published?.contentType).toBe('image/webp')
    expect(await store.setVisibility('gallery/5-e-480.webp', 'public')).toBe(true)
    expect(await store.setVisibility('gallery/5-e-480.webp', 'private')).toBe(true)
    expect((await store.get('gallery/5-e-480.webp'))?.visibility).toBe('private')
    expect(await store.setVisibility('gallery/never-stored-480.webp', 'public')).toBe(false)
    expect(await store.setVisibility('../x.webp', 'public')).toBe(false)
  })

  test('putting a key again with the other visibility leaves one copy', async () => {
    await store.put('gallery/6-f-480.webp', bytesOf('one'), 'image/webp', 'public')
    await store.put('gallery/6-f-480.webp', bytesOf('two'), 'image/webp', 'private')
    const stored = await store.get('gallery/6-f-480.webp')
    expect(stored?.visibility).toBe('private')
    expect(Buffer.from(stored!.bytes).toString()).toBe('two')
  })
})
