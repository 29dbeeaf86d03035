/** /api/settings: admins read and save the business's facts; a stale save is a 409; a save publishes. */
import { join } from 'node:path'
import { FieldValue } from 'firebase-admin/firestore'
import { describe, expect, test } from 'vitest'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { onCleanup } from '#tests/helpers/temp.ts'
import { BACKENDS, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import {
  SETTINGS_CONFLICT,
  type BusinessSettings,
  type StoredSettings,
} from '../../domain/business-settings.ts'
import { DATABASE_FILE, openDatabaseFile } from '../adapters/sqlite/database.ts'

const withPhone = (display: string, e164: string): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  phone: { display, e164 },
  hours: {
    ...DEFAULT_BUSINESS_SETTINGS.hours,
    week: {
      ...DEFAULT_BUSINESS_SETTINGS.hours.week,
      saturday: { closed: false, opens: '08:00', closes: '12:00' },
    },
  },
})

async function read(t: TestApp): Promise<StoredSettings> {
  const response = await t.request('GET', '/api/settings', { as: 'admin' })
  expect(response.status).toBe(200)
  return (await response.json()) as StoredSettings
}

const save = (t: TestApp, settings: unknown, version: number) =>
  t.request('PUT', '/api/settings', { as: 'admin', json: { settings, version } })

const LEGAL_FIELDS = ['legal_name', 'abn', 'licences', 'founded'] as const

/**
 * Takes the legal facts out of the stored settings, past the API and the store, as settings
 * saved before they were settings are stored.
 */
async function storeWithoutLegalFacts(t: TestApp) {
  if (t.firestore) {
    const deleted = Object.fromEntries(
      LEGAL_FIELDS.map((field) => [`settings.${field}`, FieldValue.delete()]),
    )
    await t.firestore.collection('meta').doc('settings').update(deleted)
    return
  }
  const db = openDatabaseFile(join(t.dataDir, DATABASE_FILE))
  onCleanup(() => db.close())
  const paths = LEGAL_FIELDS.map((field) => `'$.${field}'`).join(', ')
  db.prepare(`UPDATE settings SET data = json_remove(data, ${paths}) WHERE id = 1`).run()
}

const northside: BusinessSettings = {
  ...DEFAULT_BUSINESS_SETTINGS,
  legal_name: 'Northside Sparks Pty Ltd',
  abn: '51824753556',
  licences: [{ name: 'Electrical Contractor Licence', number: 'EC 123456' }],
  founded: 2009,
}

describe.each(BACKENDS)('%s', (backend) => {
  describe('/api/settings', () => {
    test('before any save an admin reads the defaults as version 0', async () => {
      const t = await makeTestApp({}, { backend })
      expect(await read(t)).toEqual({
        settings: DEFAULT_BUSINESS_SETTINGS,
        version: 0,
        updated_at: null,
        updated_by: null,
      })
    })

    test("the dashboard's answer says whether the settings were ever saved (the site shows examples until then)", async () => {
      const t = await makeTestApp({}, { backend })
      const saved = async () => {
        const response = await t.request('GET', '/api/stats', { as: 'admin' })
        expect(response.status).toBe(200)
        return ((await response.json()) as { stats: { settings: { saved: boolean } } }).stats.settings.saved
      }
      expect(await saved()).toBe(false)
      expect((await save(t, withPhone('02 9876 5432', '+61298765432'), 0)).status).toBe(200)
      expect(await saved()).toBe(true)
    })

    test('a save keeps the settings with who saved them, and starts the publish loop', async () => {
      const t = await makeTestApp({}, { backend })
      const response = await save(t, withPhone('02 5550 9876', '+61255509876'), 0)
      expect(response.status).toBe(200)
      const saved = (await response.json()) as StoredSettings
      expect(saved).toMatchObject({ version: 1, updated_by: 'office.admin@example.com' })
      expect(saved.settings.phone.display).toBe('02 5550 9876')
      expect(await read(t)).toEqual(saved)
      expect(t.deployHookCalls()).toBe(1)
    })

    test('a save from a stale version answers 409, says why, and changes nothing', async () => {
      const t = await makeTestApp({}, { backend })
      expect((await save(t, withPhone('02 5550 1111', '+61255501111'), 0)).status).toBe(200)
      const stale = await save(t, withPhone('02 5550 2222', '+61255502222'), 0)
      expect(stale.status).toBe(409)
      expect(await stale.json()).toMatchObject({ error: { code: 'conflict', message: SETTINGS_CONFLICT } })
      expect((await read(t)).settings.phone.display).toBe('02 5550 1111')
      expect(t.deployHookCalls()).toBe(1)
    })

    test('invalid settings answer 400 with the fields named, and nothing is saved', async () => {
      const t = await makeTestApp({}, { backend })
      const bad = { ...DEFAULT_BUSINESS_SETTINGS, service_areas: [], email: 'nope' }
      const response = await save(t, bad, 0)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { issues: { path: string }[] } }
      expect(body.error.issues.map((issue) => issue.path)).toEqual(
        expect.arrayContaining(['settings.email', 'settings.service_areas']),
      )
      expect((await read(t)).version).toBe(0)
      expect(t.deployHookCalls()).toBe(0)
    })

    test('the legal name, ABN, licences and year founded are saved and read back, the ABN as the ABR writes it', async () => {
      const t = await makeTestApp({}, { backend })
      const response = await save(t, northside, 0)
      expect(response.status).toBe(200)
      const { settings } = await read(t)
      expect(settings).toMatchObject({
        legal_name: 'Northside Sparks Pty Ltd',
        abn: '51 824 753 556',
        licences: [{ name: 'Electrical Contractor Licence', number: 'EC 123456' }],
        founded: 2009,
      })
    })

    test('an ABN that fails the check, a licence without a number and a future year are refused by name', async () => {
      const t = await makeTestApp({}, { backend })
      const bad = {
        ...northside,
        abn: '51 824 753 557',
        licences: [{ name: 'Electrical Contractor Licence', number: '' }],
        founded: new Date().getFullYear() + 2,
      }
      const response = await save(t, bad, 0)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { issues: { path: string; message: string }[] } }
      expect(body.error.issues).toEqual([
        {
          path: 'settings.abn',
          message: 'This is not a valid ABN: check its digits on ABN Lookup (abr.business.gov.au)',
        },
        { path: 'settings.licences.0.number', message: 'Enter the licence number' },
        { path: 'settings.founded', message: 'The year cannot be in the future' },
      ])
      expect((await read(t)).version).toBe(0)
      expect(t.deployHookCalls()).toBe(0)
    })

    test('settings saved before the legal facts were settings still read, with those from the defaults', async () => {
      const t = await makeTestApp({}, { backend })
      expect((await save(t, withPhone('02 5550 9876', '+61255509876'), 0)).status).toBe(200)
      await storeWithoutLegalFacts(t)

      const stored = await read(t)
      expect(stored.version).toBe(1)
      expect(stored.settings).toEqual(withPhone('02 5550 9876', '+61255509876'))
      // The next save, from the version read, stores them.
      expect((await save(t, { ...stored.settings, founded: 2009 }, 1)).status).toBe(200)
      expect((await read(t)).settings).toMatchObject({
        founded: 2009,
        legal_name: DEFAULT_BUSINESS_SETTINGS.legal_name,
      })
    })

    test('the e-mails sent after a save say the saved name, phone and hours', async () => {
      const scripted = createScriptedMailer()
      const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
      const t = await makeTestApp({ mail: { mailer: scripted.mailer, config } }, { backend })
      const settings = { ...withPhone('02 5550 9876', '+61255509876'), brand: 'Harbourline Electrical' }
      expect((await save(t, settings, 0)).status).toBe(200)
      const sent = await t.request('POST', '/api/enquiries', {
        json: {
          name: 'Ada',
          phone: '0400 000 000',
          email: 'ada@example.com',
          service: 'hvac',
          message: 'Hello there',
        },
      })
      expect(sent.status).toBe(201)
      await expect.poll(() => scripted.sent.length).toBe(2)
      const confirmation = scripted.sent.find((message) => message.to === 'ada@example.com')!
      expect(confirmation.subject).toBe('We have your enquiry - Harbourline Electrical')
      expect(confirmation.text).toContain('call us now on 02 5550 9876, 24/7')
      expect(confirmation.text).toContain('(Monday to Friday, 7am to 6pm; Saturday, 8am to 12pm)')
    })

    test.each(['visitor', 'user', 'verified'] as const)('a %s can neither read nor save them', async (as) => {
      const t = await makeTestApp({}, { backend })
      const expected = as === 'visitor' ? 401 : 403
      expect((await t.request('GET', '/api/settings', { as })).status).toBe(expected)
      const put = await t.request('PUT', '/api/settings', {
        as,
        json: { settings: withPhone('02 5550 3333', '+61255503333'), version: 0 },
      })
      expect(put.status).toBe(expected)
      expect((await read(t)).version).toBe(0)
    })
  })
})
