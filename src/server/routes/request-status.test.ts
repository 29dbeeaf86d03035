/**
 * A request's status page through the API, as its customer and an attacker meet it: the link
 * from the confirmation opens it; a wrong, malformed or expired link does not, and trying links
 * is limited; the customer adds a message and photos, cancels, stops e-mails; the office's
 * changes reach the page and the customer's e-mails (a scripted mailer stands in for SMTP).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import ICAL from 'ical.js'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { fixture } from '#tests/helpers/fixtures.ts'
import { quoteRequestBody } from '#tests/helpers/request-bodies.ts'
import { BACKENDS, errorOf, makeTestApp, uploadForm, type TestApp } from '#tests/helpers/test-app.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { NoticesResponseSchema } from '../../domain/notice.ts'
import {
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  REQUEST_CLOSED,
  type CustomerRequest,
} from '../../domain/request-status.ts'
import type { MailMessage } from '../ports/mailer.ts'
import { STATUS_LINK_RATE } from '../services/request-status-service.ts'

const smallPng = fixture('small.png')
const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestApp
  let sent: MailMessage[]
  let clock: Date
  beforeEach(async () => {
    const scripted = createScriptedMailer()
    sent = scripted.sent
    clock = new Date('2030-03-02T01:00:00.000Z')
    t = await makeTestApp({ mail: { mailer: scripted.mailer, config }, now: () => clock }, { backend })
  })
  // Each test's e-mails are tried before its stores close: none is left writing to a closed one.
  afterEach(() => t.settled())

  const mailTo = (to: string, subject: RegExp) => sent.filter((m) => m.to === to && subject.test(m.subject))
  /** The request's link, from the confirmation e-mail the customer got. */
  async function sendRequest(email = 'sam@example.com'): Promise<{ link: string; id: string }> {
    const response = await t.request('POST', '/api/enquiries/quote-requests', {
      json: quoteRequestBody({ email, address: '7 Harbour Street' }),
    })
    expect(response.status).toBe(201)
    await expect.poll(() => mailTo(email, /We have your quote request/).length).toBe(1)
    const text = mailTo(email, /We have your quote request/)[0]!.text
    const link = /https:\/\/harbourline\.example\/request-status#(\S+)/.exec(text)?.[1]
    expect(link).toBeDefined()
    return { link: link!, id: link!.slice(0, link!.lastIndexOf('.')) }
  }
  const as = (link: string | undefined): { headers: Record<string, string> } => ({
    headers: link === undefined ? {} : { 'X-Request-Key': link },
  })
  const read = async (link?: string) => t.request('GET', '/api/request-status', as(link))
  const view = async (response: Response) => ((await response.json()) as { request: CustomerRequest }).request
  const patch = (id: string, json: unknown) =>
    t.request('PATCH', `/api/enquiries/${id}`, { as: 'admin', json })

  test("the confirmation's link opens the request; nothing private comes with it", async () => {
    const { link } = await sendRequest()
    const response = await read(link)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const request = await view(response)
    expect(request).toMatchObject({ status: 'new', open: true, job: { address: '7 Harbour Street' } })
    expect(request.timeline).toEqual([{ status: 'new', at: clock.toISOString(), by: 'customer' }])
    expect(JSON.stringify(request)).not.toContain(link.split('.').pop())
  })

  test("a contact-form enquiry gets the same page from its confirmation's link", async () => {
    const response = await t.request('POST', '/api/enquiries', {
      json: { name: 'Ana Silva', email: 'ana@example.com', message: 'Please call me about a quote.' },
    })
    expect(response.status).toBe(201)
    await expect.poll(() => mailTo('ana@example.com', /We have your enquiry/).length).toBe(1)
    const text = mailTo('ana@example.com', /We have your enquiry/)[0]!.text
    const link = /\/request-status#(\S+)/.exec(text)?.[1]
    const request = await view(await read(link))
    expect(request).toMatchObject({ kind: 'message', reference: expect.stringMatching(/^ENQ-/), job: null })
  })

  test('a wrong, malformed or missing link opens nothing, and says so plainly', async () => {
    const { link, id } = await sendRequest()
    const wrongKey = `${id}.${'A'.repeat(32)}`
    for (const attempt of [
      wrongKey,
      `${id}.short`,
      link.toUpperCase(),
      `no-such-id.${link.split('.').pop()}`,
      undefined,
    ]) {
      const response = await read(attempt)
      expect(response.status).toBe(404)
      expect((await errorOf(response)).message).toBe(LINK_NOT_FOUND)
    }
  })

  test('trying links is limited per connection', async () => {
    const { id } = await sendRequest()
    const from = { 'X-Request-Key': `${id}.${'B'.repeat(32)}` }
    for (let n = 0; n < STATUS_LINK_RATE.limit; n++) {
      expect((await t.request('GET', '/api/request-status', { headers: from })).status).toBe(404)
    }
    const refused = await t.request('GET', '/api/request-status', { headers: from })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
  })

  test('the link stops working 90 days after the request is closed', async () => {
    const { link, id } = await sendRequest()
    expect((await patch(id, { status: 'done' })).status).toBe(200)
    clock = new Date(clock.getTime() + 89 * 24 * 3600_000)
    expect((await read(link)).status).toBe(200)
    clock = new Date(clock.getTime() + 2 * 24 * 3600_000)
    const expired = await read(link)
    expect(expired.status).toBe(410)
    expect((await errorOf(expired)).message).toBe(LINK_EXPIRED)
  })

  test('a photo the customer adds while the office deletes the request goes with it, not kept for good', async () => {
    const { link, id } = await sendRequest()
    const upload = await t.request('POST', '/api/media', {
      form: uploadForm(smallPng, 'quote', 'late.png', 'image/png'),
    })
    const photo = ((await upload.json()) as { url: string }).url
    // The customer's message lands between the deletion's read of the request and its delete.
    const deleteEnquiry = t.stores.enquiries.deleteEnquiry.bind(t.stores.enquiries)
    let landed = false
    vi.spyOn(t.stores.enquiries, 'deleteEnquiry').mockImplementation(async (...args) => {
      if (!landed) {
        landed = true
        const added = await t.request('POST', '/api/request-status/updates', {
          ...as(link),
          json: { text: 'One more of the ceiling.', photos: [photo] },
        })
        expect(added.status).toBe(201)
      }
      return deleteEnquiry(...args)
    })
    expect((await t.request('DELETE', `/api/enquiries/${id}`, { as: 'admin' })).status).toBe(204)
    expect(landed).toBe(true)
    expect(await t.content.getEnquiry(id)).toBeNull()
    expect(
      t.mediaFiles().filter((path) => path.includes(t.media.keyFromUrl(photo)!.replace(/-\d+\.webp$/, ''))),
    ).toEqual([])
  })

  test('the customer adds a message and a photo; the office sees both and is told', async () => {
    const { link, id } = await sendRequest()
    const upload = await t.request('POST', '/api/media', {
      form: uploadForm(smallPng, 'quote', 'p.png', 'image/png'),
    })
    const photo = ((await upload.json()) as { url: string }).url
    const added = await t.request('POST', '/api/request-status/updates', {
      ...as(link),
      json: { text: 'The gate code is 1234.', photos: [photo] },
    })
    expect(added.status).toBe(201)
    const request = await view(added)
    expect(request.updates).toEqual([
      expect.objectContaining({ text: 'The gate code is 1234.', photos: [expect.any(Array)] }),
    ])
    // The page shows the photo through its own route, with the link, and only with it.
    const photoPath = request.updates[0]!.photos[0]![0]!.url
    expect(photoPath).toMatch(/^\/api\/request-status\/photos\//)
    expect((await t.request('GET', photoPath, as(link))).status).toBe(200)
    expect((await t.request('GET', photoPath)).status).toBe(404)

    const stored = (await t.content.getEnquiry(id)) as Enquiry
    expect(stored.customer_updates[0]).toMatchObject({ text: 'The gate code is 1234.' })
    await expect.poll(() => mailTo(config.businessEmail, /^Customer update/).length).toBe(1)
    const notice = mailTo(config.businessEmail, /^Customer update/)[0]!
    expect(notice.replyTo).toBe('sam@example.com')
    expect(notice.text).toContain('The gate code is 1234.')
    expect(notice.html).toContain('The gate code is 1234.')

    const empty = await t.request('POST', '/api/request-status/updates', {
      ...as(link),
      json: { text: '  ' },
    })
    expect(empty.status).toBe(400)
    expect((await errorOf(empty)).issues).toEqual([
      { path: 'text', message: 'Write a message or add a photo' },
    ])
  })

  test('booking sends an invitation; moving it sends an update of the same event; done asks once for a review', async () => {
    const { link, id } = await sendRequest()
    const booking = { date: '2030-03-09', start: '07:00', end: '12:00' }
    expect((await patch(id, { status: 'booked', booking })).status).toBe(200)
    await expect.poll(() => mailTo('sam@example.com', /Your visit is booked/).length).toBe(1)
    const invite = mailTo('sam@example.com', /Your visit is booked/)[0]!
    expect(invite.replyTo).toBe(config.businessEmail)
    expect(invite.calendar?.method).toBe('REQUEST')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invite.calendar!.content)).getFirstSubcomponent('vevent')!,
    )
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-03-08T20:00:00.000Z') // 7am Sydney, summer time
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-03-09T01:00:00.000Z')
    expect(event.location).toBe('7 Harbour Street, Inner West')
    expect((await view(await read(link))).booking).toEqual({ ...booking, cancelled: false })

    expect((await patch(id, { status: 'booked', booking: { ...booking, date: '2030-03-10' } })).status).toBe(
      200,
    )
    await expect.poll(() => mailTo('sam@example.com', /Your visit has moved/).length).toBe(1)
    const moved = mailTo('sam@example.com', /Your visit has moved/)[0]!.calendar!.content
    expect(moved).toContain('SEQUENCE:1')
    expect(moved).toContain(`UID:${id}@harbourline.example`)

    expect((await patch(id, { status: 'done' })).status).toBe(200)
    await expect.poll(() => mailTo('sam@example.com', /How did we do/).length).toBe(1)
    expect(mailTo('sam@example.com', /How did we do/)[0]!.html).toContain('Leave a review')
    await patch(id, { status: 'contacted' })
    await expect.poll(() => mailTo('sam@example.com', /We are on it/).length).toBe(1)
    await patch(id, { status: 'done' })
    // The second Done's work is done when its answer comes: nothing was queued to send later.
    const notices = await t.content.listNoticesOf(id)
    expect(notices.filter((notice) => notice.kind === 'review_request')).toHaveLength(1)
    expect(notices.every((notice) => notice.state !== 'pending' || notice.kind === 'reminder')).toBe(true)
    expect(mailTo('sam@example.com', /How did we do/)).toHaveLength(1)
  })

  test('a booking saved while its e-mails could not be queued gets them when the admin saves it again', async () => {
    const { id } = await sendRequest()
    const visit = { status: 'booked', booking: { date: '2030-03-09', start: '07:00', end: '12:00' } }
    const kinds = async () => (await t.content.listNoticesOf(id)).map((notice) => notice.kind).toSorted()
    const outage = vi
      .spyOn(t.stores.notices, 'addNotice')
      .mockRejectedValueOnce(new Error('the database is unavailable'))
    expect((await patch(id, visit)).status).toBe(500)
    expect(await kinds()).toEqual([])
    outage.mockRestore()

    // The admin saw the error and saves the same visit again.
    expect((await patch(id, visit)).status).toBe(200)
    expect(await kinds()).toEqual(['booking', 'reminder'])
    await expect.poll(() => mailTo('sam@example.com', /visit is booked/i).length).toBe(1)
    // And once more: nothing twice.
    expect((await patch(id, visit)).status).toBe(200)
    expect(await kinds()).toEqual(['booking', 'reminder'])
  })

  test("the inbox reads the e-mails that followed a request: each one's kind and state, oldest first", async () => {
    const { id } = await sendRequest()
    await patch(id, { status: 'booked', booking: { date: '2030-03-09', start: '07:00', end: '12:00' } })
    // The invitation is marked sent once the mailer has taken it, which the answer does not wait for.
    const read = async () => {
      const answer = await t.request('GET', `/api/enquiries/${id}/notices`, { as: 'admin' })
      expect(answer.status).toBe(200)
      return NoticesResponseSchema.parse(await answer.json()).notices
    }
    await expect
      .poll(async () => (await read()).find((notice) => notice.kind === 'booking')?.state)
      .toBe('sent')
    const notices = await read()
    // Queued by one change, so at one time; ties go by id.
    expect(notices.map(({ kind, state, due_at }) => ({ kind, state, due_at }))).toEqual(
      expect.arrayContaining([
        { kind: 'booking', state: 'sent', due_at: null },
        // 8am Sydney the day before the visit: still to come.
        { kind: 'reminder', state: 'pending', due_at: '2030-03-07T21:00:00.000Z' },
      ]),
    )
    expect(notices).toHaveLength(2)
    expect((await t.request('GET', '/api/enquiries/nope/notices', { as: 'admin' })).status).toBe(404)
  })

  test('a visit in the past, or booked without a visit, is refused on its field', async () => {
    const { id } = await sendRequest()
    const past = await patch(id, {
      status: 'booked',
      booking: { date: '2030-03-01', start: '07:00', end: '12:00' },
    })
    expect(past.status).toBe(400)
    expect((await errorOf(past)).issues?.[0]).toMatchObject({ path: 'booking.date' })
    const none = await patch(id, { status: 'booked' })
    expect(none.status).toBe(400)
    expect((await errorOf(none)).issues?.[0]).toMatchObject({ path: 'booking' })
  })

  test('cancelling from the page closes the request, calls the visit off and tells the office', async () => {
    const { link, id } = await sendRequest()
    await patch(id, { status: 'booked', booking: { date: '2030-03-09', start: '12:00', end: '17:00' } })
    const cancelled = await t.request('POST', '/api/request-status/cancel', as(link))
    expect(cancelled.status).toBe(200)
    const request = await view(cancelled)
    expect(request).toMatchObject({ status: 'lost', open: false, booking: { cancelled: true } })
    expect(request.timeline.at(-1)).toMatchObject({ status: 'lost', by: 'customer' })
    await expect.poll(() => mailTo(config.businessEmail, /^Cancelled by the customer/).length).toBe(1)
    await expect.poll(() => mailTo('sam@example.com', /Your visit is cancelled/).length).toBe(1)
    expect(mailTo('sam@example.com', /Your visit is cancelled/)[0]!.calendar?.method).toBe('CANCEL')

    const again = await t.request('POST', '/api/request-status/updates', {
      ...as(link),
      json: { text: 'Hello?' },
    })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toBe(REQUEST_CLOSED)
  })

  test('a cancel whose e-mails could not be queued gets them when the customer cancels again, each once', async () => {
    const { link, id } = await sendRequest()
    await patch(id, { status: 'booked', booking: { date: '2030-03-09', start: '12:00', end: '17:00' } })
    const kinds = async () => (await t.content.listNoticesOf(id)).map((notice) => notice.kind).toSorted()
    const outage = vi
      .spyOn(t.stores.notices, 'addNotice')
      .mockRejectedValueOnce(new Error('the database is unavailable'))
    expect((await t.request('POST', '/api/request-status/cancel', as(link))).status).toBe(500)
    outage.mockRestore()
    expect((await view(await read(link))).status).toBe('lost')

    // The page said it failed; the customer presses Cancel again.
    const again = await t.request('POST', '/api/request-status/cancel', as(link))
    expect(again.status).toBe(200)
    expect(await view(again)).toMatchObject({ status: 'lost', open: false, booking: { cancelled: true } })
    await expect.poll(() => mailTo(config.businessEmail, /^Cancelled by the customer/).length).toBe(1)
    await expect.poll(() => mailTo('sam@example.com', /Your visit is cancelled/).length).toBe(1)
    // A third time: nothing twice.
    expect((await t.request('POST', '/api/request-status/cancel', as(link))).status).toBe(200)
    expect(await kinds()).toEqual(['booking', 'booking_cancelled', 'office_update', 'reminder'])
    await t.settled()
    expect(mailTo(config.businessEmail, /^Cancelled by the customer/)).toHaveLength(1)

    // A request the office closed is not the customer's to cancel.
    const other = await sendRequest('kim@example.com')
    expect((await patch(other.id, { status: 'lost' })).status).toBe(200)
    const closed = await t.request('POST', '/api/request-status/cancel', as(other.link))
    expect(closed.status).toBe(409)
    expect((await errorOf(closed)).message).toBe(REQUEST_CLOSED)
  })

  test('after "stop e-mails" the customer gets none about the request; the office still hears', async () => {
    const { link, id } = await sendRequest()
    expect((await t.request('POST', '/api/request-status/stop-emails', as(link))).status).toBe(200)
    await patch(id, { status: 'quoted' })
    await patch(id, { status: 'booked', booking: { date: '2030-03-09', start: '07:00', end: '12:00' } })
    await t.request('POST', '/api/request-status/updates', { ...as(link), json: { text: 'Thanks!' } })
    await patch(id, { status: 'done' })
    await expect.poll(() => mailTo(config.businessEmail, /^Customer update/).length).toBe(1)
    expect(sent.filter((m) => m.to === 'sam@example.com').map((m) => m.subject)).toEqual([
      'We have your quote request - Harbourline Services',
    ])
    expect((await view(await read(link))).emails_stopped).toBe(true)
  })
})
