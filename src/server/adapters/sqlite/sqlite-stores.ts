import type { DatabaseSync } from 'node:sqlite'
import type { ContentStores } from '../../ports/content-stores.ts'
import { createSqliteAuditLog } from './sqlite-audit-log.ts'
import { createSqliteEnquiriesStore } from './sqlite-enquiries-store.ts'
import { createSqliteGalleryStore } from './sqlite-gallery-store.ts'
import { createSqliteNoticesStore } from './sqlite-notices-store.ts'
import { createSqlitePostsStore } from './sqlite-posts-store.ts'
import { createSqliteProfilesStore } from './sqlite-profiles-store.ts'
import { createSqliteRevisionsStore } from './sqlite-revisions-store.ts'
import { createSqliteSettingsStore } from './sqlite-settings-store.ts'
import { createSqliteUploadLedger } from './sqlite-upload-ledger.ts'

/** Every area's store on one database opened with openDatabase(), sharing its connection. */
export function createSqliteStores(db: DatabaseSync): ContentStores {
  return {
    posts: createSqlitePostsStore(db),
    gallery: createSqliteGalleryStore(db),
    profiles: createSqliteProfilesStore(db),
    enquiries: createSqliteEnquiriesStore(db),
    uploads: createSqliteUploadLedger(db),
    notices: createSqliteNoticesStore(db),
    revisions: createSqliteRevisionsStore(db),
    settings: createSqliteSettingsStore(db),
    audit: createSqliteAuditLog(db),
  }
}
