import type { DatabaseSync } from 'node:sqlite'
import { AppError } from '../../../domain/api-error.ts'
import {
  BusinessSettingsSchema,
  SETTINGS_CONFLICT,
  type StoredSettings,
} from '../../../domain/business-settings.ts'
import { StoredSettingsReadSchema } from '../../../business-defaults.ts'
import type { SettingsStore } from '../../ports/settings-store.ts'
import { readable, storable } from '../stored-records.ts'
import { transaction } from './transaction.ts'

interface Row {
  data: string
  version: number
  updated_at: string
  updated_by: string
}

/** The business's settings as the one row of `settings` (migration 13). */
export function createSqliteSettingsStore(db: DatabaseSync): SettingsStore {
  const select = () =>
    db.prepare('SELECT data, version, updated_at, updated_by FROM settings WHERE id = 1').get() as
      Row | undefined
  const read = (row: Row | undefined): StoredSettings | null => {
    if (!row) return null
    const [record] = readable('settings', StoredSettingsReadSchema, [row], (stored) => ({
      settings: JSON.parse(stored.data) as unknown,
      version: Number(stored.version),
      updated_at: stored.updated_at,
      updated_by: stored.updated_by,
    }))
    return record ?? null
  }

  return {
    async readSettings() {
      return read(select())
    },
    async saveSettings(settings, expected, { at, by }) {
      storable(BusinessSettingsSchema, settings)
      return transaction(db, () => {
        const current = select()
        if ((read(current)?.version ?? 0) !== expected) throw new AppError('conflict', SETTINGS_CONFLICT)
        const next: StoredSettings = { settings, version: expected + 1, updated_at: at, updated_by: by }
        db.prepare(
          `INSERT INTO settings (id, data, version, updated_at, updated_by) VALUES (1, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET data = excluded.data, version = excluded.version,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        ).run(JSON.stringify(settings), next.version, at, by)
        return next
      })
    },
  }
}
