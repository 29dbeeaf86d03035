/**
 * The content stores, one per area (docs/decisions/038-a-store-per-area.md): posts, gallery
 * (images and categories), profiles, enquiries (with their mail state), the upload ledger and
 * the notices (the outbox of the e-mails that follow a request), the posts' revisions, the
 * business's settings and the admin activity log.
 * The publish state and the rate limiter have ports of their own beside them.
 *
 * What every store port promises:
 *
 * - Services hand a store complete, valid domain objects (ids and timestamps included); the
 *   store only keeps them (src/server/adapters/stored-records.ts).
 * - Errors: a method throws only `AppError` with the codes named in its comment; anything else
 *   it throws is a fault of the store itself.
 * - Lists: every list reads one page (PageRequest; DEFAULT_PAGE_SIZE items when `limit` is
 *   absent) and answers the cursor of the next. A cursor names the last item's place in the
 *   order, so a page neither repeats nor skips items when others are added or removed
 *   meanwhile; a cursor that is not one of ours, or is another list's, throws
 *   `validation_failed` (STALE_CURSOR). `q` is the search of domain/search.ts (every word
 *   starts a word of the item's texts). A search may answer fewer items than `limit`, even
 *   none, while `next` is set (an adapter that checks some words in memory reads a bounded
 *   number of records per request); a caller reads on with `next`, and only a null `next`
 *   means nothing more matches.
 * - Each port has a contract suite beside it (`*.contract.ts`) that every adapter passes.
 *
 * An operation that spans areas (the dashboard's counts, a user's data deleted everywhere) is
 * a service's work, never one store's.
 */
import { MAX_PAGE_SIZE, type Page, type PageRequest } from '../../domain/page.ts'
import type { AuditLog } from './audit-log.ts'
import type { EnquiriesStore } from './enquiries-store.ts'
import type { GalleryStore } from './gallery-store.ts'
import type { NoticesStore } from './notices-store.ts'
import type { PostsStore } from './posts-store.ts'
import type { ProfilesStore } from './profiles-store.ts'
import type { RevisionsStore } from './revisions-store.ts'
import type { SettingsStore } from './settings-store.ts'
import type { UploadLedger } from './upload-ledger.ts'

/** The stores of every area, as open-adapters.ts opens them once for a runtime. */
export interface ContentStores {
  posts: PostsStore
  gallery: GalleryStore
  profiles: ProfilesStore
  enquiries: EnquiriesStore
  uploads: UploadLedger
  notices: NoticesStore
  revisions: RevisionsStore
  /** The business's settings (one record). */
  settings: SettingsStore
  /** The admin activity log: appended only (audit-log.ts). */
  audit: AuditLog
}

/**
 * Every item of a paged list, read page by page at the largest page size: for the build and
 * maintenance work, never for a visitor's request.
 */
export async function everyPage<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  let cursor: string | null = null
  do {
    const page: Page<T> = await list({ cursor, limit: MAX_PAGE_SIZE })
    items.push(...page.items)
    cursor = page.next
  } while (cursor !== null)
  return items
}
