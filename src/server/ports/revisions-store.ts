import type { Page, PageRequest } from '../../domain/page.ts'
import type { Revision } from '../../domain/revision.ts'

/**
 * The saved states of the posts (domain/revision.ts), each post's numbered from 1. Conventions
 * in content-stores.ts; every adapter passes `describeRevisionsStoreContract`
 * (revisions-store.contract.ts).
 */
export interface RevisionsStore {
  /**
   * Stores a new revision. Throws `conflict` when one with its id exists (nothing is written
   * then), and `validation_failed` for a revision that would not read back.
   */
  addRevision(revision: Revision): Promise<void>
  /** The revision with this id, or null. */
  getRevision(id: string): Promise<Revision | null>
  /** One page of the post's revisions, highest number (the newest) first, ties by id. */
  listRevisions(postId: string, page?: PageRequest): Promise<Page<Revision>>
  /** The post's newest revision (highest number), or null when it has none. */
  latestRevision(postId: string): Promise<Revision | null>
  /** How many revisions the post has, counted by the database. */
  countRevisions(postId: string): Promise<number>
  /** Removes all but the post's `keep` newest revisions (in the list's order); returns how many went. */
  pruneRevisions(postId: string, keep: number): Promise<number>
  /** Removes every revision of the post; returns how many. */
  deleteRevisionsOf(postId: string): Promise<number>
}
