import { beforeEach, describe, expect, test } from 'vitest'
import { BACKENDS, errorOf, makeTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { steppingClock } from '#tests/helpers/clock.ts'
import { ENQUIRY_NOT_FOUND } from '../services/enquiries-service.ts'

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  beforeEach(async () => {
    // As behind two proxies: the caller is the X-Forwarded-For entry 2nd from the right (send()).
    t = await makeTestApp({ proxyHops: 2 }, { backend })
  })

  const enquiry = {
    name: 'Priya Sharma',
    phone: '0400 000 000',
    email: 'priya@example.com',
    service: 'electrical',
    message: 'Our safety switch keeps tripping after rain. Can someone come this week?',
  }

  const send = (json: unknown, ip = '203.0.113.10') =>
    t.request('POST', '/api/enquiries', { json, headers: { 'X-Forwarded-For': `${ip}, 10.0.0.1` } })

  describe('POST /api/enquiries', () => {
    test('a visitor sends an enquiry; admins see it newest first, new, and move it on', async () => {
      // Two sends can fall in one millisecond: a clock that moves makes 'newest' mean one thing.
      t = await makeTestApp({ proxyHops: 2, now: steppingClock() }, { backend })
      const response = await send(enquiry)
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })
      await send({ ...enquiry, name: 'Second', service: '' })

      const list = await t.request('GET', '/api/enquiries', { as: 'admin' })
      const { enquiries } = (await list.json()) as { enquiries: Enquiry[] }
      expect(enquiries.map((item) => item.name)).toEqual(['Second', 'Priya Sharma'])
      expect(enquiries[1]).toMatchObject({
        ...enquiry,
        kind: 'message',
        status: 'new',
        status_changed_at: null,
        notes: [],
        quote: null,
      })
      expect(enquiries[0]?.service).toBeNull()

      const contacted = await t.request('PATCH', `/api/enquiries/${enquiries[1]!.id}`, {
        as: 'admin',
        json: { status: 'contacted' },
      })
      expect(((await contacted.json()) as { enquiry: Enquiry }).enquiry).toMatchObject({
        status: 'contacted',
        status_changed_at: expect.any(String),
      })
      const noted = await t.request('POST', `/api/enquiries/${enquiries[1]!.id}/notes`, {
        as: 'admin',
        json: { text: '  Left a voicemail, will try again Tuesday.  ' },
      })
      expect(noted.status).toBe(201)
      const [open] = (await t.content.listEnquiries({ status: 'contacted' })).items
      expect(open?.notes).toEqual([
        {
          id: expect.any(String),
          text: 'Left a voicemail, will try again Tuesday.',
          author: 'office.admin@example.com',
          created_at: expect.any(String),
        },
      ])
    })

    test('invalid input is a 400 with a clear message and stores nothing', async () => {
      const response = await send({ ...enquiry, email: 'not-an-email' })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).message).toBe('Please enter a valid email address')
      expect((await t.content.listEnquiries()).items).toEqual([])
    })

    test('a name with letters beyond the Basic Multilingual Plane (𠮷) is stored and found', async () => {
      // Such a letter is two UTF-16 code units; Firestore refuses a string cut between them.
      expect((await send({ ...enquiry, name: '𠮷田 Yoshida' })).status).toBe(201)
      const found = await t.request('GET', `/api/enquiries?q=${encodeURIComponent('𠮷')}`, { as: 'admin' })
      expect(found.status).toBe(200)
      const { enquiries } = (await found.json()) as { enquiries: Enquiry[] }
      expect(enquiries.map((item) => item.name)).toEqual(['𠮷田 Yoshida'])
    })

    test('a filled honeypot gets the same 201 but nothing is stored', async () => {
      const response = await send({ ...enquiry, website: 'https://spam.example' })
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })
      expect((await t.content.listEnquiries()).items).toEqual([])
    })

    test('more than five in ten minutes from one address is a 429 with Retry-After', async () => {
      for (let i = 0; i < 5; i++) expect((await send(enquiry)).status).toBe(201)
      const refused = await send(enquiry)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
      expect((await errorOf(refused)).code).toBe('rate_limited')
      expect((await t.content.listEnquiries()).items).toHaveLength(5)
      expect((await send(enquiry, '198.51.100.20')).status).toBe(201)
    })

    test('an unknown enquiry is a 404; an unknown status or an empty note a 400', async () => {
      expect(
        (await t.request('PATCH', '/api/enquiries/nope', { as: 'admin', json: { status: 'done' } })).status,
      ).toBe(404)
      expect(
        (await t.request('POST', '/api/enquiries/nope/notes', { as: 'admin', json: { text: 'Hi' } })).status,
      ).toBe(404)
      await send(enquiry)
      const [stored] = (await t.content.listEnquiries()).items
      const archived = await t.request('PATCH', `/api/enquiries/${stored!.id}`, {
        as: 'admin',
        json: { status: 'archived' },
      })
      expect(archived.status).toBe(400)
      expect((await errorOf(archived)).message).toBe(
        'Choose a status: new, contacted, quoted, booked, done or lost',
      )
      const empty = await t.request('POST', `/api/enquiries/${stored!.id}/notes`, {
        as: 'admin',
        json: { text: ' ' },
      })
      expect(empty.status).toBe(400)
      expect((await errorOf(empty)).message).toBe('Please write the note')
      expect((await t.content.getEnquiry(stored!.id))?.notes).toEqual([])
    })
  })

  describe('the admin inbox, a page at a time', () => {
    test('newest first across pages, with status, kind and search filters', async () => {
      let minute = 0
      const clock = () => new Date(Date.UTC(2026, 10, 2, 9, minute++))
      t = await makeTestApp({ proxyHops: 2, now: clock }, { backend })
      const names = ['Ava Brown', 'Ben Clark', 'Cara Diaz', 'Dan Evans', 'Eve Ford']
      for (const [i, name] of names.entries()) {
        const sent = await send({ ...enquiry, name, email: `person${i}@example.com` }, `203.0.113.${20 + i}`)
        expect(sent.status).toBe(201)
      }
      const page = async (query: string) => {
        const response = await t.request('GET', `/api/enquiries?${query}`, { as: 'admin' })
        expect(response.status, query).toBe(200)
        return (await response.json()) as { enquiries: Enquiry[]; next: string | null }
      }
      /** Every page of a list, following its cursors: the names in order. */
      const everyName = async (query: string) => {
        const seen: string[] = []
        let cursor: string | null = null
        do {
          const next: Awaited<ReturnType<typeof page>> = await page(
            cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query,
          )
          seen.push(...next.enquiries.map((item) => item.name))
          cursor = next.next
        } while (cursor !== null)
        return seen
      }
      const newestFirst = [...names].reverse()
      expect((await page('limit=2')).enquiries.map((item) => item.name)).toEqual(newestFirst.slice(0, 2))
      expect(await everyName('limit=2')).toEqual(newestFirst)

      const idOf = async (name: string) =>
        (await page('limit=100')).enquiries.find((e) => e.name === name)!.id
      const move = async (name: string, status: string) =>
        expect(
          (await t.request('PATCH', `/api/enquiries/${await idOf(name)}`, { as: 'admin', json: { status } }))
            .status,
        ).toBe(200)
      await move('Cara Diaz', 'done')
      await move('Ben Clark', 'contacted')
      expect(await everyName('status=open&limit=1')).toEqual([
        'Eve Ford',
        'Dan Evans',
        'Ben Clark',
        'Ava Brown',
      ])
      expect(await everyName('status=contacted&kind=message&limit=1')).toEqual(['Ben Clark'])
      expect(await everyName('status=done&limit=1')).toEqual(['Cara Diaz'])
      expect(await everyName('q=evans&limit=1')).toEqual(['Dan Evans'])
      expect(await everyName('kind=quote')).toEqual([])
    })
  })

  describe('e-mail on a new enquiry', () => {
    const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }

    test('a stored enquiry sends the notice and the confirmation; the answer does not wait for them', async () => {
      const scripted = createScriptedMailer()
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const mailer = {
        send: async (message: Parameters<typeof scripted.mailer.send>[0]) => {
          await held // an SMTP server that is slow to answer
          await scripted.mailer.send(message)
        },
      }
      t = await makeTestApp({ proxyHops: 2, mail: { mailer, config } }, { backend })
      expect((await send(enquiry)).status).toBe(201) // answered while the e-mail is still on its way
      expect(scripted.sent).toEqual([])
      release()
      // A runtime that stops (or a test that ends) waits for them, their state written too.
      await t.settled()
      expect(scripted.sent.map((message) => message.to)).toEqual([config.businessEmail, enquiry.email])
      const list = await t.request('GET', '/api/enquiries', { as: 'admin' })
      expect(((await list.json()) as { enquiries: Enquiry[] }).enquiries[0]?.mail).toMatchObject({
        state: 'sent',
        sent: ['business', 'customer'],
      })
    })

    test('a server that refuses: the enquiry is stored, its e-mails pending with the reason', async () => {
      const scripted = createScriptedMailer()
      scripted.script.refuse = () => '421 Service not available'
      t = await makeTestApp({ proxyHops: 2, mail: { mailer: scripted.mailer, config } }, { backend })
      expect((await send(enquiry)).status).toBe(201)
      await expect
        .poll(async () => {
          const list = await t.request('GET', '/api/enquiries', { as: 'admin' })
          return ((await list.json()) as { enquiries: Enquiry[] }).enquiries[0]?.mail
        })
        .toMatchObject({ state: 'pending', attempts: 1, last_error: '421 Service not available' })
    })

    test('the same submission sent again (its answer lost) is answered alike, stored and e-mailed once', async () => {
      const scripted = createScriptedMailer()
      t = await makeTestApp({ proxyHops: 2, mail: { mailer: scripted.mailer, config } }, { backend })
      const once = { ...enquiry, submission_id: '0f8e2a4c-6b1d-4c3e-9a7f-2d5b8c1e4f60' }
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await send(once)
        expect(response.status).toBe(201)
        expect(await response.json()).toEqual({ received: true })
      }
      // Other words are another enquiry, whatever name the browser gives them.
      await send({ ...enquiry, message: 'And the porch light flickers.' })
      await t.settled()
      const list = await t.request('GET', '/api/enquiries', { as: 'admin' })
      const stored = ((await list.json()) as { enquiries: Enquiry[] }).enquiries
      expect(stored.map((item) => item.message).sort()).toEqual(
        [enquiry.message, 'And the porch light flickers.'].sort(),
      )
      expect(stored.find((item) => item.message === enquiry.message)?.id).toBe(once.submission_id)
      expect(scripted.sent.map((message) => message.to).sort()).toEqual(
        [config.businessEmail, config.businessEmail, enquiry.email, enquiry.email].sort(),
      )
    })

    test('a submission name that is not a UUID is a 400 and stores nothing', async () => {
      const response = await send({ ...enquiry, submission_id: '../../profiles/admin' })
      expect(response.status).toBe(400)
      expect((await t.content.listEnquiries()).items).toEqual([])
    })

    test('a filled honeypot sends nothing', async () => {
      const scripted = createScriptedMailer()
      t = await makeTestApp({ proxyHops: 2, mail: { mailer: scripted.mailer, config } }, { backend })
      expect((await send({ ...enquiry, website: 'https://spam.example' })).status).toBe(201)
      // A person's enquiry after it: once its two e-mails are out, the bot's would have been too.
      await send({ ...enquiry, email: 'real.person@example.com' })
      await expect.poll(() => scripted.sent.length).toBe(2)
      expect(scripted.sent.map((message) => message.to)).toEqual([
        config.businessEmail,
        'real.person@example.com',
      ])
    })
  })

  describe('deletion', () => {
    test('an admin deletes an enquiry; it is gone, and deleting it again is a 404', async () => {
      await send(enquiry)
      await send({ ...enquiry, name: 'Keep Me' })
      const list = async () =>
        (
          (await (await t.request('GET', '/api/enquiries', { as: 'admin' })).json()) as {
            enquiries: Enquiry[]
          }
        ).enquiries
      const target = (await list()).find((item) => item.name === enquiry.name)!
      expect((await t.request('DELETE', `/api/enquiries/${target.id}`, { as: 'admin' })).status).toBe(204)
      expect((await list()).map((item) => item.name)).toEqual(['Keep Me'])
      const again = await t.request('DELETE', `/api/enquiries/${target.id}`, { as: 'admin' })
      expect(again.status).toBe(404)
      expect((await errorOf(again)).message).toBe(ENQUIRY_NOT_FOUND)
    })
  })
})
