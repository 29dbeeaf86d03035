/**
 * Quote requests (issue 13): a visitor uploads photos for the request (purpose quote), sends
 * the request form, and admins see it with its photos in the one inbox; the photos stay
 * private to admins, are claimed by one request only, and go when the request is deleted.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { BACKENDS, errorOf, makeTestApp, uploadForm, type TestApp } from '#tests/helpers/test-app.ts'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { sydneyDate } from '../../domain/booking.ts'
import type { NewQuoteRequest } from '../../domain/quote-request.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import { UPLOAD_IN_USE } from '../services/media-references.ts'
import { NOT_A_QUOTE_PHOTO } from '../services/request-photos.ts'
import { fixture } from '#tests/helpers/fixtures.ts'

const smallPng = fixture('small.png')
/** A date `days` after Sydney's today, as the form sends it. */
const inDays = (days: number) => sydneyDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeTestApp({}, { backend })
  })

  const request: NewQuoteRequest = {
    name: 'Tom Nguyen',
    phone: '0400 111 222',
    email: 'tom@example.com',
    service: 'hvac',
    area: 'Inner West',
    address: '14 Example Street, Marrickville',
    preferred_dates: [inDays(8), inDays(7)],
    time_window: 'morning',
    emergency: false,
    description: 'The split system in the bedroom drips water onto the floor.',
  }

  async function uploadQuotePhoto(as?: 'verified' | 'admin'): Promise<MediaUploadResult> {
    const response = await t.request('POST', '/api/media', {
      ...(as ? { as } : {}),
      form: uploadForm(smallPng, 'quote', 'leak.png', 'image/png'),
    })
    expect(response.status).toBe(201)
    return (await response.json()) as MediaUploadResult
  }

  const send = (json: unknown) => t.request('POST', '/api/enquiries/quote-requests', { json })
  const stored = async () => (await t.content.listEnquiries()).items

  describe('POST /api/enquiries/quote-requests', () => {
    test("a visitor's request with two photos reaches the inbox; the photos are for admins only", async () => {
      const first = await uploadQuotePhoto()
      const second = await uploadQuotePhoto()
      const response = await send({ ...request, photos: [first.url, second.url] })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })

      const list = await t.request('GET', '/api/enquiries?kind=quote&status=open', { as: 'admin' })
      const [quote] = ((await list.json()) as { enquiries: Enquiry[] }).enquiries
      expect(quote).toMatchObject({
        kind: 'quote',
        status: 'new',
        name: request.name,
        phone: request.phone,
        service: 'hvac',
        message: request.description,
        quote: {
          suburb: 'Inner West',
          in_area: true,
          address: request.address,
          preferred_dates: [inDays(7), inDays(8)],
          time_window: 'morning',
          emergency: false,
          photos: [first.variants, second.variants],
        },
      })
      for (const variant of first.variants) {
        expect((await t.request('GET', t.mediaPath(variant.url))).status).toBe(404) // the visitor who sent it, too
        expect((await t.request('GET', t.mediaPath(variant.url), { as: 'verified' })).status).toBe(404)
        expect((await t.request('GET', t.mediaPath(variant.url), { as: 'admin' })).status).toBe(200)
      }
    })

    test('another suburb is kept with a coverage note; without its name the form is refused', async () => {
      const missing = await send({ ...request, area: 'other' })
      expect(missing.status).toBe(400)
      expect((await errorOf(missing)).message).toBe('Please enter your suburb')
      expect(await stored()).toEqual([])
      expect((await send({ ...request, area: 'other', other_suburb: 'Katoomba' })).status).toBe(201)
      expect((await stored())[0]?.quote).toMatchObject({ suburb: 'Katoomba', in_area: false })
    })

    test("the areas are the saved settings': a new one is accepted, a removed one refused", async () => {
      const areas = [
        'Blue Mountains',
        ...DEFAULT_BUSINESS_SETTINGS.service_areas.filter((a) => a !== 'Inner West'),
      ]
      await t.stores.settings.saveSettings({ ...DEFAULT_BUSINESS_SETTINGS, service_areas: areas }, 0, {
        at: new Date().toISOString(),
        by: 'office.admin@example.com',
      })
      const removed = await send(request)
      expect(removed.status).toBe(400)
      expect(await errorOf(removed)).toMatchObject({ message: 'Please choose your area from the list' })
      expect((await send({ ...request, area: 'Blue Mountains' })).status).toBe(201)
      expect((await stored())[0]?.quote).toMatchObject({ suburb: 'Blue Mountains', in_area: true })
    })

    test('bad input is a 400 naming the field, and nothing is stored', async () => {
      for (const [change, message] of [
        [{ phone: '' }, 'Please enter a phone number'],
        [{ area: 'Atlantis' }, 'Please choose your area from the list'],
        [{ address: ' ' }, 'Please enter the address of the job'],
        [{ preferred_dates: ['next tuesday'] }, 'Please give the date as YYYY-MM-DD'],
        [{ preferred_dates: [inDays(1), inDays(2), inDays(3), inDays(4)] }, 'Choose up to three dates'],
        [{ preferred_dates: [inDays(3), inDays(-1)] }, 'Choose dates from today onwards'],
        [{ time_window: 'midnight' }, 'Please choose a time of day'],
        [{ photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Attach up to five photos'],
        [{ description: '' }, 'Please describe the job'],
      ] as const) {
        const response = await send({ ...request, ...change })
        expect(response.status, JSON.stringify(change)).toBe(400)
        expect((await errorOf(response)).message).toBe(message)
      }
      expect(await stored()).toEqual([])
    })

    test("the first date is Sydney's today, not the server's: at 1:30 am in Sydney, UTC's today is past", async () => {
      t = await makeTestApp({ now: () => new Date('2026-11-27T14:30:00Z') }, { backend })
      const yesterday = await send({ ...request, preferred_dates: ['2026-11-27'] })
      expect(yesterday.status).toBe(400)
      expect(await errorOf(yesterday)).toMatchObject({
        message: 'Choose dates from today onwards',
        issues: [{ path: 'preferred_dates', message: 'Choose dates from today onwards' }],
      })
      expect(await stored()).toEqual([])
      expect((await send({ ...request, preferred_dates: ['2026-11-28'] })).status).toBe(201)
      await t.settled()
    })

    test('a photo is claimed by one request only, and only a quote photo', async () => {
      const photo = await uploadQuotePhoto()
      expect((await send({ ...request, photos: [photo.url] })).status).toBe(201)
      const again = await send({ ...request, photos: [photo.url] })
      expect(again.status).toBe(409)
      expect((await errorOf(again)).message).toBe(UPLOAD_IN_USE)

      // A signed-in user's gallery upload is theirs, but not a quote photo; the first photo of
      // a refused request is free again for the next try.
      const fresh = await uploadQuotePhoto('verified')
      const gallery = await t.request('POST', '/api/media', {
        as: 'verified',
        form: uploadForm(smallPng, 'gallery', 'p.png', 'image/png'),
      })
      const galleryUpload = (await gallery.json()) as MediaUploadResult
      const wrong = await t.request('POST', '/api/enquiries/quote-requests', {
        as: 'verified',
        json: { ...request, photos: [fresh.url, galleryUpload.url] },
      })
      expect(wrong.status).toBe(400)
      expect((await errorOf(wrong)).message).toBe(NOT_A_QUOTE_PHOTO)
      const retried = await t.request('POST', '/api/enquiries/quote-requests', {
        as: 'verified',
        json: { ...request, photos: [fresh.url] },
      })
      expect(retried.status).toBe(201)
      expect(await stored()).toHaveLength(2)
    })

    test('the same request sent again after a lost answer keeps one request, with its photos', async () => {
      const photo = await uploadQuotePhoto()
      const once = { ...request, photos: [photo.url], submission_id: '6d0c1f52-8e3a-4b7d-a1c9-3f2e5d7b9a04' }
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await send(once)
        expect(response.status).toBe(201)
        expect(await response.json()).toEqual({ received: true })
      }
      const [kept, ...more] = await stored()
      expect(more).toEqual([])
      expect(kept).toMatchObject({ id: once.submission_id, quote: { photos: [photo.variants] } })
      for (const variant of photo.variants)
        expect((await t.request('GET', t.mediaPath(variant.url), { as: 'admin' })).status).toBe(200)
    })

    // SQLite only: the in-process Firestore emulator does not isolate concurrent writes.
    test.runIf(backend === 'sqlite')(
      'two copies arriving at once store one request; the later gives its photo back to be swept',
      async () => {
        const [mine, other] = [await uploadQuotePhoto(), await uploadQuotePhoto()]
        const submission_id = '2b9d4e61-7c3a-4f08-8e5d-9a1c6b3f7e20'
        const answers = await Promise.all(
          [mine, other].map((photo) => send({ ...request, photos: [photo.url], submission_id })),
        )
        expect(answers.map((answer) => answer.status)).toEqual([201, 201])
        const [kept, ...more] = await stored()
        expect(more).toEqual([])
        const attached = async (photo: MediaUploadResult) =>
          (await t.content.getUpload(photo.url.replace(/^.*\/api\/media\//, '').replace(/-\d+\.webp$/, '')))
            ?.attached_to ?? null
        const keptUrl = kept!.quote!.photos[0]![0]!.url
        const [winner, loser] = keptUrl.startsWith(mine.url.replace(/-\d+\.webp$/, ''))
          ? [mine, other]
          : [other, mine]
        expect(await attached(winner)).toBe(`enquiry/${submission_id}`)
        expect(await attached(loser)).toBeNull()
      },
    )

    test("sent again after Sydney's midnight, a request for what was then today is still the one stored", async () => {
      let clock = new Date('2026-05-04T13:00:00.000Z') // 11 pm in Sydney
      t = await makeTestApp({ now: () => clock }, { backend })
      const once = {
        ...request,
        preferred_dates: ['2026-05-04'],
        submission_id: '9e4b2c17-5d3f-4a86-b1e0-7c2d8f6a3b59',
      }
      expect((await send(once)).status).toBe(201)
      clock = new Date('2026-05-04T14:30:00.000Z') // half past midnight: the date is past now
      const again = await send({ ...once, submission_id: once.submission_id.toUpperCase() })
      expect(again.status).toBe(201)
      expect((await stored()).map((item) => item.id)).toEqual([once.submission_id])
    })

    test("deleting a request deletes its photos' files", async () => {
      const photo = await uploadQuotePhoto()
      await send({ ...request, photos: [photo.url] })
      const [quote] = await stored()
      expect(t.mediaFiles().filter((file) => file.includes('quote/'))).toHaveLength(photo.variants.length)
      expect((await t.request('DELETE', `/api/enquiries/${quote!.id}`, { as: 'admin' })).status).toBe(204)
      expect(t.mediaFiles().filter((file) => file.includes('quote/'))).toEqual([])
      expect((await t.request('GET', t.mediaPath(photo.url), { as: 'admin' })).status).toBe(404)
    })

    test('more than fifteen photos an hour from one address is a 429', async () => {
      for (let i = 0; i < 15; i++) await uploadQuotePhoto()
      const refused = await t.request('POST', '/api/media', {
        form: uploadForm(smallPng, 'quote', 'p.png', 'image/png'),
      })
      expect(refused.status).toBe(429)
    })

    test('the office is told of the job, urgently when it is an emergency; the customer gets no free text back', async () => {
      const scripted = createScriptedMailer()
      const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
      // A fixed day, so the notice's dates read the same whenever this runs.
      const now = () => new Date('2026-11-27T01:00:00Z')
      t = await makeTestApp({ now, mail: { mailer: scripted.mailer, config } }, { backend })
      const photo = await uploadQuotePhoto()
      await send({
        ...request,
        preferred_dates: ['2026-12-04', '2026-12-03'],
        emergency: true,
        area: 'other',
        other_suburb: 'Katoomba',
        photos: [photo.url],
      })
      await expect.poll(() => scripted.sent.length).toBe(2)
      const [notice, confirmation] = scripted.sent
      expect(notice!.subject).toBe('URGENT New quote request: Tom Nguyen (HVAC)')
      expect(notice!.text).toContain('EMERGENCY: the customer says this is urgent. Call them now.')
      expect(notice!.text).toContain('Suburb: Katoomba (outside our service areas: check coverage)')
      expect(notice!.text).toContain(`Address: ${request.address}`)
      expect(notice!.text).toContain('Preferred dates: Thu, 3 Dec 2026, Fri, 4 Dec 2026')
      expect(notice!.text).toContain('Time of day: Morning (7am to 12pm)')
      expect(notice!.text).toContain('Photos: 1, in the admin inbox')
      expect(notice!.text).toContain(request.description)
      expect(confirmation!.to).toBe(request.email)
      expect(confirmation!.subject).toBe('We have your quote request - Harbourline Services')
      for (const typed of [request.name, request.address, 'Katoomba', request.description]) {
        expect(confirmation!.text).not.toContain(typed)
      }
      await t.settled()
    })
  })
})
