/**
 * The admins hear of each photo a visitor sends for the gallery (SPEC.md, gallery; the review
 * queue): one e-mail each, in the business's name as saved, and a photo stored even when the
 * e-mail cannot go.
 */
import { describe, expect, test } from 'vitest'
import { makeProfile } from '#tests/factories/index.ts'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { BACKENDS, makeTestApp, people, uploadSmallPng, type TestApp } from '#tests/helpers/test-app.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp

  describe('the admins hear of a photo waiting for review', () => {
    const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
    const submit = async () => {
      const uploaded = await uploadSmallPng(t, { as: 'verified' })
      return t.request('POST', '/api/gallery/submissions', {
        as: 'verified',
        json: {
          title: 'Solar on the shed',
          location: 'Penrith',
          image_url: uploaded.url,
          image_variants: uploaded.variants,
        },
      })
    }

    test('each admin gets one notice with who sent what and where to review it, in the name as saved', async () => {
      const scripted = createScriptedMailer()
      t = await makeTestApp({ mail: { mailer: scripted.mailer, config } }, { backend })
      const renamed = { ...DEFAULT_BUSINESS_SETTINGS, brand: 'Northside Sparks' }
      await t.stores.settings.saveSettings(renamed, 0, {
        at: new Date().toISOString(),
        by: people.admin.email,
      })
      const second = await t.content.ensureProfile(makeProfile({ email: 'second.admin@example.com' }))
      await t.content.setAdmin(second.id, true)
      expect((await submit()).status).toBe(201)
      await expect
        .poll(() => scripted.sent.map((message) => message.to).sort())
        .toEqual([people.admin.email, 'second.admin@example.com'].sort())
      const [notice] = scripted.sent
      expect(notice!.subject).toBe('Photo waiting for review: Solar on the shed')
      expect(notice!.senderName).toBe('Northside Sparks')
      expect(notice!.text).toContain(
        `${people.verified.email} sent a photo for the gallery: "Solar on the shed" (Projects, Penrith).`,
      )
      expect(notice!.text).toContain('https://harbourline.example/admin/gallery')
    })

    test('a notice that cannot be sent is logged; the photo is stored all the same', async () => {
      const scripted = createScriptedMailer()
      scripted.script.refuse = () => '421 Try later'
      t = await makeTestApp({ mail: { mailer: scripted.mailer, config } }, { backend })
      expect((await submit()).status).toBe(201)
      await expect.poll(() => t.logged.warn.flat().join(' ')).toMatch(/reached 0 of 1 admins/)
      expect((await t.content.listGalleryImages({ status: 'pending' })).items).toHaveLength(1)
    })
  })
})
