import { expect, test } from 'vitest'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import type { BusinessSettings } from '../../domain/business-settings.ts'
import type { SettingsStore } from './settings-store.ts'
import { expectAppError, storeContract } from './store-contract-kit.ts'

const AT = '2026-03-01T09:00:00.000Z'
const LATER = '2026-03-01T09:05:00.000Z'

const changed = (phone: string): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  phone: { display: phone, e164: `+61${phone.replaceAll(' ', '').slice(1)}` },
  hours: {
    ...DEFAULT_BUSINESS_SETTINGS.hours,
    week: {
      ...DEFAULT_BUSINESS_SETTINGS.hours.week,
      saturday: { closed: false, opens: '08:00', closes: '12:00' },
    },
  },
})

/** What every SettingsStore promises; each adapter's test file runs it. */
export const describeSettingsStoreContract = storeContract<SettingsStore>(
  'SettingsStore',
  (store, { isolatesConcurrentWrites }) => {
    test('reads null before the first save', async () => {
      expect(await store.readSettings()).toBeNull()
    })

    test('a save from version 0 keeps every field, as version 1, with who and when', async () => {
      const saved = await store.saveSettings(changed('02 5550 9876'), 0, { at: AT, by: 'office@example.com' })
      expect(saved).toEqual({
        settings: changed('02 5550 9876'),
        version: 1,
        updated_at: AT,
        updated_by: 'office@example.com',
      })
      expect(await store.readSettings()).toEqual(saved)
    })

    test('a save from a stale version is a conflict and changes nothing', async () => {
      const first = await store.saveSettings(changed('02 5550 1111'), 0, { at: AT, by: 'a@example.com' })
      const second = await store.saveSettings(changed('02 5550 2222'), 1, { at: LATER, by: 'b@example.com' })
      expect(second.version).toBe(2)
      await expectAppError(
        store.saveSettings(changed('02 5550 3333'), 1, { at: LATER, by: 'a@example.com' }),
        'conflict',
      )
      await expectAppError(
        store.saveSettings(changed('02 5550 3333'), 0, { at: LATER, by: 'a@example.com' }),
        'conflict',
      )
      expect(await store.readSettings()).toEqual(second)
      expect(first.version).toBe(1)
    })

    test('settings that would not read back are refused and nothing is written', async () => {
      const bad = { ...DEFAULT_BUSINESS_SETTINGS, service_areas: [] } as BusinessSettings
      await expectAppError(store.saveSettings(bad, 0, { at: AT, by: 'a@example.com' }), 'validation_failed')
      expect(await store.readSettings()).toBeNull()
    })

    test.runIf(isolatesConcurrentWrites)('of two saves from the same version, one wins', async () => {
      const results = await Promise.allSettled([
        store.saveSettings(changed('02 5550 4444'), 0, { at: AT, by: 'a@example.com' }),
        store.saveSettings(changed('02 5550 5555'), 0, { at: AT, by: 'b@example.com' }),
      ])
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      expect((await store.readSettings())?.version).toBe(1)
    })
  },
)
