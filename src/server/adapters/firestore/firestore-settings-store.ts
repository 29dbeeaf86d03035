import type { Firestore } from 'firebase-admin/firestore'
import { AppError } from '../../../domain/api-error.ts'
import {
  BusinessSettingsSchema,
  SETTINGS_CONFLICT,
  type StoredSettings,
} from '../../../domain/business-settings.ts'
import { StoredSettingsReadSchema } from '../../../business-defaults.ts'
import type { SettingsStore } from '../../ports/settings-store.ts'
import { readable, storable } from '../stored-records.ts'
import { collectionOf, type FirestoreStoreOptions } from './firestore-collections.ts'

/** The business's settings as one document, `meta/settings`, saved in a transaction on its version. */
export function createFirestoreSettingsStore(db: Firestore, options: FirestoreStoreOptions): SettingsStore {
  const ref = collectionOf(db, options, 'meta').doc('settings')
  const read = (data: Record<string, unknown> | undefined): StoredSettings | null =>
    data ? (readable('settings', StoredSettingsReadSchema, [data], (stored) => stored)[0] ?? null) : null

  return {
    async readSettings() {
      return read((await ref.get()).data())
    },
    async saveSettings(settings, expected, { at, by }) {
      storable(BusinessSettingsSchema, settings)
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data()
        if ((read(current)?.version ?? 0) !== expected) throw new AppError('conflict', SETTINGS_CONFLICT)
        const next: StoredSettings = { settings, version: expected + 1, updated_at: at, updated_by: by }
        // A JSON copy: Firestore refuses fields set to undefined (an optional suburb).
        tx.set(ref, JSON.parse(JSON.stringify(next)) as StoredSettings)
        return next
      })
    },
  }
}
