import type { Firestore } from 'firebase-admin/firestore'
import type { ContentStores } from '../../ports/content-stores.ts'
import type { FirestoreStoreOptions } from './firestore-collections.ts'
import { createFirestoreAuditLog } from './firestore-audit-log.ts'
import { createFirestoreEnquiriesStore } from './firestore-enquiries-store.ts'
import { createFirestoreGalleryStore } from './firestore-gallery-store.ts'
import { createFirestoreNoticesStore } from './firestore-notices-store.ts'
import { createFirestoreSettingsStore } from './firestore-settings-store.ts'
import { createFirestorePostsStore } from './firestore-posts-store.ts'
import { createFirestoreProfilesStore } from './firestore-profiles-store.ts'
import { createFirestoreRevisionsStore } from './firestore-revisions-store.ts'
import { createFirestoreUploadLedger } from './firestore-upload-ledger.ts'
import { collectionOf } from './firestore-collections.ts'

/**
 * Every area's store on Firestore (firebase-admin), one collection per entity, document id =
 * entity id (escaped by docId when it is not a plain id): posts and slugs, gallery_images and
 * gallery_categories, profiles, enquiries, uploads, notices, revisions, audit_entries, and `meta` for the few single
 * documents (meta/admins, meta/categories; meta/settings; meta/publish is the publish state's). Timestamps are kept as
 * ISO strings, as in the domain, so they sort as text. Each store's file says its layout.
 */
export function createFirestoreStores(db: Firestore, options: FirestoreStoreOptions = {}): ContentStores {
  return {
    posts: createFirestorePostsStore(db, options),
    gallery: createFirestoreGalleryStore(db, options),
    profiles: createFirestoreProfilesStore(db, options),
    enquiries: createFirestoreEnquiriesStore(db, options),
    uploads: createFirestoreUploadLedger(collectionOf(db, options, 'uploads')),
    notices: createFirestoreNoticesStore(db, options),
    revisions: createFirestoreRevisionsStore(db, options),
    settings: createFirestoreSettingsStore(db, options),
    audit: createFirestoreAuditLog(db, options),
  }
}
