/**
 * What every RevisionsStore adapter promises (revisions-store.ts), as one suite each adapter
 * runs. `open` must return an empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { makeRevision } from '#tests/factories/index.ts'
import type { Revision } from '../../domain/revision.ts'
import type { RevisionsStore } from './revisions-store.ts'
import { expectAppError, items, readAll, storeContract } from './store-contract-kit.ts'

export const describeRevisionsStoreContract = storeContract<RevisionsStore>('RevisionsStore', (store) => {
  const added = async (overrides: Partial<Revision> = {}) => {
    const revision = makeRevision(overrides)
    await store.addRevision(revision)
    return revision
  }
  /** `count` revisions of the post, numbered 1 to count, added oldest first. */
  const saves = async (postId: string, count: number) => {
    const revisions: Revision[] = []
    for (let number = 1; number <= count; number++) revisions.push(await added({ post_id: postId, number }))
    return revisions
  }
  const numbersOf = (revisions: readonly Revision[]) => revisions.map((revision) => revision.number)

  test('addRevision keeps every field; getRevision answers null for an unknown id', async () => {
    const revision = await added({
      snapshot: { ...makeRevision().snapshot, tags: ['hvac', 'safety'], featured: true, category: null },
    })
    expect(await store.getRevision(revision.id)).toEqual(revision)
    expect(await store.getRevision('no-such-revision')).toBeNull()
  })

  test('a second revision with the same id is a conflict and the first stays', async () => {
    const revision = await added()
    await expectAppError(store.addRevision({ ...revision, number: 7 }), 'conflict')
    expect(await store.getRevision(revision.id)).toEqual(revision)
  })

  test('a revision that would not read back is refused and nothing is written', async () => {
    const revision = makeRevision()
    await expectAppError(store.addRevision({ ...revision, author: 'Bell\u0007' }), 'validation_failed')
    await expectAppError(store.addRevision({ ...revision, number: 0 }), 'validation_failed')
    expect(await store.getRevision(revision.id)).toBeNull()
    expect(await store.countRevisions(revision.post_id)).toBe(0)
  })

  test("listRevisions: one post's only, highest number first, ties by id", async () => {
    await saves('post-a', 3)
    await saves('post-b', 2)
    // Two saves that read the same latest number at once: both kept, ordered by id.
    const tieB = await added({ id: 'revision-tie-b', post_id: 'post-a', number: 4 })
    const tieA = await added({ id: 'revision-tie-a', post_id: 'post-a', number: 4 })
    const listed = await items(store.listRevisions('post-a'))
    expect(listed.slice(0, 2)).toEqual([tieA, tieB])
    expect(numbersOf(listed)).toEqual([4, 4, 3, 2, 1])
    expect(numbersOf(await items(store.listRevisions('post-b')))).toEqual([2, 1])
    expect(await items(store.listRevisions('no-such-post'))).toEqual([])
  })

  test('listRevisions pages neither repeat nor skip, and a foreign cursor is refused', async () => {
    await saves('post-a', 7)
    const { items: all, pages } = await readAll((page) => store.listRevisions('post-a', page), 3)
    expect(numbersOf(all)).toEqual([7, 6, 5, 4, 3, 2, 1])
    expect(pages).toBe(3)
    await expectAppError(store.listRevisions('post-a', { cursor: 'not-a-cursor' }), 'validation_failed')
  })

  test('latestRevision and countRevisions are per post', async () => {
    const [, second] = await saves('post-a', 2)
    await saves('post-b', 3)
    expect(await store.latestRevision('post-a')).toEqual(second)
    expect(await store.latestRevision('no-such-post')).toBeNull()
    expect(await store.countRevisions('post-a')).toBe(2)
    expect(await store.countRevisions('post-b')).toBe(3)
    expect(await store.countRevisions('no-such-post')).toBe(0)
  })

  test('pruneRevisions keeps the newest ones of that post only', async () => {
    await saves('post-a', 6)
    await saves('post-b', 6)
    expect(await store.pruneRevisions('post-a', 4)).toBe(2)
    expect(numbersOf(await items(store.listRevisions('post-a')))).toEqual([6, 5, 4, 3])
    expect(await store.countRevisions('post-b')).toBe(6)
    expect(await store.pruneRevisions('post-a', 4)).toBe(0)
    expect(await store.pruneRevisions('post-a', 0)).toBe(4)
    expect(await store.countRevisions('post-a')).toBe(0)
  })

  test("deleteRevisionsOf removes one post's revisions and leaves the others", async () => {
    await saves('post-a', 3)
    const [kept] = await saves('post-b', 1)
    expect(await store.deleteRevisionsOf('post-a')).toBe(3)
    expect(await store.countRevisions('post-a')).toBe(0)
    expect(await store.deleteRevisionsOf('post-a')).toBe(0)
    expect(await store.getRevision(kept!.id)).toEqual(kept)
  })
})
