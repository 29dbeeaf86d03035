/**
 * What every GalleryStore adapter promises (gallery-store.ts), as one suite each adapter runs.
 * `open` must return an empty store (only the default categories), fresh for each test.
 */
import { expect, test } from 'vitest'
import { makeCategory, makeGalleryImage, minutesAgo } from '#tests/factories/index.ts'
import { DEFAULT_GALLERY_CATEGORIES, type GalleryImage } from '../../domain/gallery-image.ts'
import type { GalleryStore } from './gallery-store.ts'
import { expectAppError, expectNewestFirst, items, readAll, storeContract } from './store-contract-kit.ts'

export const describeGalleryStoreContract = storeContract<GalleryStore>('GalleryStore', (store) => {
  test('createGalleryImage returns the image as stored; getGalleryImage finds it', async () => {
    const image = makeGalleryImage({
      description: 'Switchboard',
      tags: ['switchboard', 'upgrade'],
      author_id: 'uid-1',
      status: 'pending',
      image_variants: [{ url: '/api/media/gallery/1-a-480.webp', width: 480, height: 360 }],
    })
    expect(await store.createGalleryImage(image)).toEqual(image)
    expect(await store.getGalleryImage(image.id)).toEqual(image)
  })

  test('getGalleryImage returns null for an unknown id', async () => {
    expect(await store.getGalleryImage('no-such-id')).toBeNull()
  })

  test('listGalleryImages filters by author, in display order', async () => {
    const older = await store.createGalleryImage(
      makeGalleryImage({ author_id: 'uid-ana', status: 'approved', date: '2026-01-01T00:00:00.000Z' }),
    )
    const newer = await store.createGalleryImage(
      makeGalleryImage({ author_id: 'uid-ana', status: 'pending', date: '2026-02-01T00:00:00.000Z' }),
    )
    await store.createGalleryImage(makeGalleryImage({ author_id: 'uid-ben' }))
    await store.createGalleryImage(makeGalleryImage({ author_id: null }))
    expect((await items(store.listGalleryImages({ author: 'uid-ana' }))).map((i) => i.id)).toEqual([
      newer.id,
      older.id,
    ])
    expect(
      (await items(store.listGalleryImages({ author: 'uid-ana', status: 'pending' }))).map((i) => i.id),
    ).toEqual([newer.id])
  })

  test('listGalleryImages filters by status', async () => {
    const approved = await store.createGalleryImage(makeGalleryImage({ status: 'approved' }))
    const pending = await store.createGalleryImage(makeGalleryImage({ status: 'pending' }))
    const rejected = await store.createGalleryImage(makeGalleryImage({ status: 'rejected' }))
    expect((await items(store.listGalleryImages({ status: 'approved' }))).map((i) => i.id)).toEqual([
      approved.id,
    ])
    expect((await items(store.listGalleryImages({ status: 'pending' }))).map((i) => i.id)).toEqual([
      pending.id,
    ])
    expect((await items(store.listGalleryImages())).map((i) => i.id).sort()).toEqual(
      [approved.id, pending.id, rejected.id].sort(),
    )
  })

  test('without an admin order, images are newest first', () =>
    expectNewestFirst(
      (age) => store.createGalleryImage(makeGalleryImage({ date: minutesAgo(age) })),
      () => store.listGalleryImages(),
    ))

  test("setGalleryOrder: the admins' order, with images added since then first, newest first", async () => {
    const a = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(10) }))
    const b = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(20) }))
    const c = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(30) }))
    await store.setGalleryOrder([c.id, a.id, b.id])
    expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([c.id, a.id, b.id])
    const later = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(0) }))
    expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([later.id, c.id, a.id, b.id])
  })

  test('setGalleryOrder puts the listed images first and leaves the others where they were', async () => {
    const [a, b, c, d] = await Promise.all(
      [10, 20, 30, 40].map((age) => store.createGalleryImage(makeGalleryImage({ date: minutesAgo(age) }))),
    )
    await store.setGalleryOrder([a!.id, b!.id, c!.id, d!.id])
    const placed = await Promise.all([c, d].map((image) => store.getGalleryImage(image!.id)))
    // An admin who loaded the first two swaps them: the rest keeps its positions.
    await store.setGalleryOrder([b!.id, a!.id])
    expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([b!.id, a!.id, c!.id, d!.id])
    expect(await Promise.all([c, d].map((image) => store.getGalleryImage(image!.id)))).toEqual(placed)
    // A newer image the admin then moves to the front goes before every positioned one.
    const later = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(0) }))
    await store.setGalleryOrder([a!.id, later.id])
    expect((await items(store.listGalleryImages())).map((i) => i.id)).toEqual([
      a!.id,
      later.id,
      b!.id,
      c!.id,
      d!.id,
    ])
  })

  test('setGalleryOrder with an unknown id is not_found and writes nothing', async () => {
    const a = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(10) }))
    const b = await store.createGalleryImage(makeGalleryImage({ date: minutesAgo(20) }))
    await store.setGalleryOrder([b.id, a.id])
    const before = await items(store.listGalleryImages())
    await expectAppError(store.setGalleryOrder([a.id, 'no-such-id', b.id]), 'not_found')
    expect(await items(store.listGalleryImages())).toEqual(before)
  })

  test('updateGalleryImage changes only the given fields; null for an unknown id', async () => {
    const image = await store.createGalleryImage(
      makeGalleryImage({ status: 'pending', location: 'Parramatta' }),
    )
    const updated = await store.updateGalleryImage(image.id, { status: 'approved', location: null })
    expect(updated).toEqual({ ...image, status: 'approved', location: null })
    expect(await store.getGalleryImage(image.id)).toEqual(updated)
    expect(await store.updateGalleryImage('no-such-id', { title: 'x' })).toBeNull()
  })

  test('deleteGalleryImage removes the image and says whether there was one', async () => {
    const image = await store.createGalleryImage(makeGalleryImage())
    expect(await store.deleteGalleryImage(image.id)).toBe(true)
    expect(await store.getGalleryImage(image.id)).toBeNull()
    expect(await store.deleteGalleryImage(image.id)).toBe(false)
  })

  test('a new store holds the five default categories in order', async () => {
    const categories = await store.listGalleryCategories()
    expect(categories.map((category) => category.name)).toEqual([...DEFAULT_GALLERY_CATEGORIES])
    expect(categories.map((category) => category.position)).toEqual([0, 1, 2, 3, 4])
  })

  test('createGalleryCategory adds one after the others', async () => {
    const category = makeCategory({ name: 'Solar', position: 5 })
    expect(await store.createGalleryCategory(category)).toEqual(category)
    expect((await store.listGalleryCategories()).map((c) => c.name)).toEqual([
      ...DEFAULT_GALLERY_CATEGORIES,
      'Solar',
    ])
  })

  test('a category name that exists, in any case, is a conflict and writes nothing', async () => {
    await expectAppError(store.createGalleryCategory(makeCategory({ name: 'hvac', position: 5 })), 'conflict')
    expect(await store.listGalleryCategories()).toHaveLength(DEFAULT_GALLERY_CATEGORIES.length)
  })

  test('gallery pages run across unpositioned and positioned images, by category and by search', async () => {
    const made: GalleryImage[] = []
    for (let i = 0; i < 6; i++) {
      made.push(
        await store.createGalleryImage(
          makeGalleryImage({
            date: minutesAgo(i),
            category: i % 2 === 0 ? 'HVAC' : 'Electrical',
            title: i === 4 ? 'Rooftop heat pump' : `Job number ${i}`,
            status: 'approved',
          }),
        ),
      )
    }
    await store.setGalleryOrder([made[5]!.id, made[4]!.id])
    const whole = (await items(store.listGalleryImages({ limit: 100 }))).map((image) => image.id)
    expect(whole).toEqual([0, 1, 2, 3, 5, 4].map((i) => made[i]!.id))
    const paged = await readAll((page) => store.listGalleryImages(page), 2)
    expect(paged.items.map((image) => image.id)).toEqual(whole)
    const hvac = await readAll((page) => store.listGalleryImages({ ...page, category: 'HVAC' }), 1)
    expect(hvac.items.map((image) => image.id)).toEqual([0, 2, 4].map((i) => made[i]!.id))
    expect((await items(store.listGalleryImages({ q: 'roof' }))).map((image) => image.id)).toEqual([
      made[4]!.id,
    ])
    // Every image has "job": the other word decides, across several reads.
    const numbered = await readAll((page) => store.listGalleryImages({ ...page, q: 'job 3' }), 1)
    expect(numbered.items.map((image) => image.id)).toEqual([made[3]!.id])
  })

  test('listGalleryImagesShowingFiles finds the images, in any state, whose image or widths name a file', async () => {
    const name = (id: string) => `1767225600000-${id}-960.webp`
    const pending = await store.createGalleryImage(
      makeGalleryImage({ status: 'pending', image_url: `/api/media/gallery/${name('pending')}` }),
    )
    const bucketUrl = `https://firebasestorage.googleapis.com/v0/b/site/o/public%2Fgallery%2F${name('bucket')}?alt=media`
    const widths = await store.createGalleryImage(
      makeGalleryImage({ image_variants: [{ url: bucketUrl, width: 480, height: 320 }] }),
    )
    await store.createGalleryImage(makeGalleryImage())
    const ids = async (names: string[]) =>
      (await store.listGalleryImagesShowingFiles(names)).map((image) => image.id).sort()

    expect(await ids([name('pending'), name('bucket')])).toEqual([pending.id, widths.id].sort())
    expect(await ids([name('nowhere')])).toEqual([])
    const many = Array.from({ length: 70 }, (_, index) => name(`other${index}`))
    expect(await ids([...many, name('pending')])).toEqual([pending.id])

    await store.updateGalleryImage(pending.id, { image_url: `/api/media/gallery/${name('new')}` })
    expect(await ids([name('pending')])).toEqual([])
    expect(await ids([name('new')])).toEqual([pending.id])
  })
})
