import type { BusinessSettings, StoredSettings } from '../../domain/business-settings.ts'

/** Who saved the settings and when, kept with them. */
export interface SettingsSaveMeta {
  at: string
  by: string
}

/**
 * The business's settings (domain/business-settings.ts): one record, saved whole. Saves are
 * compare-and-set on `version`, so one admin's save never silently overwrites another's.
 */
export interface SettingsStore {
  /**
   * The saved record, or null before the first save. A stored record that fails its schema is
   * logged and read as null, and a save from version 0 replaces it.
   */
  readSettings(): Promise<StoredSettings | null>
  /**
   * Saves `settings` as version `expected + 1` when the stored version is `expected` (0 when
   * nothing is stored), in one atomic step; returns the new record. Throws `conflict` when the
   * stored version differs, `validation_failed` when the settings would not read back.
   */
  saveSettings(settings: BusinessSettings, expected: number, meta: SettingsSaveMeta): Promise<StoredSettings>
}
