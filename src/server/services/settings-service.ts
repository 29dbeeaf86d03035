import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import type { BusinessSettings, StoredSettings } from '../../domain/business-settings.ts'
import { canManageSettings, enforce, signedIn, type Actor } from '../policy/policy.ts'
import { settingsChanges } from './audit-summaries.ts'
import type { DepsWith } from './service-deps.ts'

/** What a project reads before anyone saved its settings: the defaults, as version 0. */
const DEFAULT_STORED_SETTINGS: StoredSettings = {
  settings: DEFAULT_BUSINESS_SETTINGS,
  version: 0,
  updated_at: null,
  updated_by: null,
}

/** The saved settings, or the defaults before the first save: for the build, the e-mails and the API. */
export async function currentSettings(stores: DepsWith<'settings'>['stores']): Promise<StoredSettings> {
  return (await stores.settings.readSettings()) ?? DEFAULT_STORED_SETTINGS
}

/** The business's facts (/api/settings): admins read and save them; a save rebuilds the site. */
export function createSettingsService({ stores, publish, now, audit }: DepsWith<'settings'>) {
  return {
    async get(actor: Actor): Promise<StoredSettings> {
      enforce(canManageSettings(actor))
      return currentSettings(stores)
    },

    /** Saves when `version` is still the stored one (else `conflict`), then starts the publish loop. */
    async save(actor: Actor, { settings, version }: { settings: BusinessSettings; version: number }) {
      enforce(canManageSettings(actor))
      const before = await currentSettings(stores)
      const saved = await stores.settings.saveSettings(settings, version, {
        at: now().toISOString(),
        by: signedIn(actor).email,
      })
      await audit.record(actor, {
        kind: 'settings',
        action: 'updated',
        target: { type: 'settings', id: 'business', label: 'Business settings' },
        summary: settingsChanges(before.settings, settings),
      })
      await publish.contentChanged()
      return saved
    },

    /** The facts the server's own work uses (e-mails, the quote form's areas); no actor needed. */
    async facts(): Promise<BusinessSettings> {
      return (await currentSettings(stores)).settings
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
