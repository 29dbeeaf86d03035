/**
 * The abuse caps as a caller sees them (docs/decisions/031-abuse-caps.md). The attacker here
 * calls the function directly and writes X-Forwarded-For itself, so every request looks like
 * a new client and the per-connection limit never bites: only the caps, which ignore the
 * caller's address, stand between it and the business's mail domain and store.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { quoteRequestBody } from '#tests/helpers/request-bodies.ts'
import { fixture } from '#tests/helpers/fixtures.ts'
import { errorOf, makeTestApp, uploadForm, type TestApp } from '#tests/helpers/test-app.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteRateLimiter } from '../adapters/sqlite/sqlite-rate-limiter.ts'
import {
  CONFIRMATIONS_PER_HOUR,
  CONFIRMATIONS_PER_RECIPIENT,
  SUBMISSIONS_PER_HOUR,
  VISITOR_UPLOADS_KEY,
  VISITOR_UPLOADS_PER_HOUR,
} from '../services/abuse-caps.ts'
import { createEnquiryMail, MAIL_RETRY_DELAYS_MS } from '../services/enquiry-mail.ts'

const HOUR_MS = 60 * 60 * 1000
const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
const victim = 'victim@example.com'

let clock: number
let limitsDir: string
let mail: ReturnType<typeof createScriptedMailer>

beforeEach(() => {
  clock = Date.parse('2026-11-26T01:00:00.000Z')
  limitsDir = tempDir('abuse-caps')
  mail = createScriptedMailer()
})

/**
 * An instance of the API as production runs it: behind two proxies, its counts in a database
 * every instance shares (SQLite here, Firestore in production), the clock the test's.
 */
async function instance(): Promise<TestApp> {
  const db = openDatabase(limitsDir)
  onCleanup(() => db.close())
  return makeTestApp({
    proxyHops: 2,
    rateLimiter: createSqliteRateLimiter(db, { now: () => clock }),
    now: () => new Date(clock),
    mail: { mailer: mail.mailer, config },
  })
}

let forged = 0
/** A new made-up client address for every request, as a direct caller can write. */
const forgedClient = () => ({
  'X-Forwarded-For': `198.51.100.${++forged % 250}, 10.0.0.${forged % 250}, 10.0.1.1`,
})

const enquiry = (email: string) => ({
  name: 'Not Really Them',
  email,
  service: 'electrical',
  message: 'Please call me about a switchboard upgrade.',
})

const quoteRequest = (email: string) => quoteRequestBody({ name: 'Not Really Them', email })

const sendEnquiry = (t: TestApp, email: string) =>
  t.request('POST', '/api/enquiries', { json: enquiry(email), headers: forgedClient() })
const sendQuote = (t: TestApp, email: string) =>
  t.request('POST', '/api/enquiries/quote-requests', { json: quoteRequest(email), headers: forgedClient() })

const sentTo = (address: string) => mail.sent.filter((message) => message.to === address)
const allConfirmations = () => mail.sent.filter((message) => message.subject.startsWith('We have your'))
const confirmationsTo = (address: string) => allConfirmations().filter((message) => message.to === address)

async function storedEnquiries(t: TestApp): Promise<Enquiry[]> {
  return (await t.content.listEnquiries({ limit: 100 })).items
}

/** Waits until every stored enquiry's e-mails have been dealt with (sent or given up). */
async function mailSettled(...apps: TestApp[]) {
  await expect
    .poll(async () => {
      const all = (await Promise.all(apps.map(storedEnquiries))).flat()
      return all.every((item) => item.mail?.state !== 'pending')
    })
    .toBe(true)
}

describe('confirmations to one address', () => {
  test('eight enquiries naming the victim from eight forged clients: all stored, the office told of each, the victim confirmed three times', async () => {
    // Two instances on one database of counts, as two function instances in production.
    const instances = [await instance(), await instance()]
    const spellings = [victim, 'Victim@Example.com', ` ${victim} `, 'victim+1@example.com']
    for (let index = 0; index < 8; index++) {
      const response = await sendEnquiry(instances[index % 2]!, spellings[index % spellings.length]!)
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ received: true })
    }
    await mailSettled(...instances)

    const stored = (await Promise.all(instances.map(storedEnquiries))).flat()
    expect(stored).toHaveLength(8)
    expect(sentTo(config.businessEmail)).toHaveLength(8)
    expect(allConfirmations()).toHaveLength(CONFIRMATIONS_PER_RECIPIENT.limit)

    // The admin inbox can tell which enquiries had their confirmation held back.
    const [first] = instances
    const listed = await first!.request('GET', '/api/enquiries', { as: 'admin' })
    const { enquiries } = (await listed.json()) as { enquiries: Enquiry[] }
    expect(enquiries).toHaveLength(4)
    for (const item of enquiries) expect(item.mail?.state).toBe('sent')
    const withheld = stored.filter((item) => item.mail?.withheld?.includes('customer'))
    expect(withheld).toHaveLength(8 - CONFIRMATIONS_PER_RECIPIENT.limit)
    for (const item of withheld) expect(item.mail?.sent).toEqual(['business'])
    expect(first!.logged.warn.flat().join('\n')).toMatch(/confirmation is not sent/)

    // A day later the victim could ask again, and gets one.
    clock += 24 * HOUR_MS
    expect((await sendEnquiry(first!, victim)).status).toBe(201)
    await expect.poll(() => allConfirmations().length).toBe(CONFIRMATIONS_PER_RECIPIENT.limit + 1)
  })

  test('a quote request counts against the same address as an enquiry', async () => {
    const t = await instance()
    for (let index = 0; index < 2; index++) expect((await sendEnquiry(t, victim)).status).toBe(201)
    for (let index = 0; index < 2; index++) expect((await sendQuote(t, victim)).status).toBe(201)
    await mailSettled(t)
    expect(sentTo(config.businessEmail)).toHaveLength(4)
    expect(confirmationsTo(victim)).toHaveLength(CONFIRMATIONS_PER_RECIPIENT.limit)
  })

  test('the retry job never sends a withheld confirmation later', async () => {
    const t = await instance()
    mail.script.refuse = () => '421 Service not available'
    for (let index = 0; index < 5; index++) expect((await sendEnquiry(t, victim)).status).toBe(201)
    await expect
      .poll(async () => (await storedEnquiries(t)).map((item) => item.mail?.attempts))
      .toEqual([1, 1, 1, 1, 1])

    // The server is back; the scheduled sender picks up what is due.
    mail.script.refuse = () => null
    clock += MAIL_RETRY_DELAYS_MS[0]!
    const sender = createEnquiryMail({
      enquiries: t.stores.enquiries,
      mail: { mailer: mail.mailer, config },
      now: () => new Date(clock),
      logger: { error: () => {}, warn: () => {} },
    })
    expect(await sender.deliverDue()).toBe(5)
    expect(await sender.deliverDue()).toBe(0)
    expect(sentTo(config.businessEmail)).toHaveLength(5)
    expect(confirmationsTo(victim)).toHaveLength(CONFIRMATIONS_PER_RECIPIENT.limit)
  })
})

describe('confirmations an hour', () => {
  test('a spray across many addresses: every enquiry stored and noticed, 20 confirmations in the hour', async () => {
    const t = await instance()
    const addresses = Array.from(
      { length: CONFIRMATIONS_PER_HOUR.limit + 5 },
      (_, i) => `person${i}@example.com`,
    )
    for (const address of addresses) expect((await sendEnquiry(t, address)).status).toBe(201)
    await mailSettled(t)
    expect(await storedEnquiries(t)).toHaveLength(addresses.length)
    expect(sentTo(config.businessEmail)).toHaveLength(addresses.length)
    const confirmed = addresses.filter((address) => confirmationsTo(address).length === 1)
    expect(confirmed).toEqual(addresses.slice(0, CONFIRMATIONS_PER_HOUR.limit))

    clock += HOUR_MS
    expect((await sendEnquiry(t, 'next.hour@example.com')).status).toBe(201)
    await expect.poll(() => confirmationsTo('next.hour@example.com').length).toBe(1)
  })
})

describe('stored enquiries an hour', () => {
  test('past the cap a person gets a 429 that gives the phone number; nothing is stored or sent', async () => {
    const t = await instance()
    // Both forms count together.
    const half = SUBMISSIONS_PER_HOUR.limit / 2
    for (let index = 0; index < half; index++) {
      expect((await sendEnquiry(t, `person${index}@example.com`)).status).toBe(201)
      expect((await sendQuote(t, `requester${index}@example.com`)).status).toBe(201)
    }
    await mailSettled(t)
    const mailed = mail.sent.length

    clock += 10 * 60 * 1000
    for (const refused of [
      await sendEnquiry(t, 'real.person@example.com'),
      await sendQuote(t, 'real.person@example.com'),
    ]) {
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toBe(String(50 * 60))
      expect(await errorOf(refused)).toEqual({
        code: 'rate_limited',
        message:
          'We are receiving an unusual number of requests. Please call us on 02 5550 1234 or try again in an hour.',
      })
    }
    expect(await storedEnquiries(t)).toHaveLength(SUBMISSIONS_PER_HOUR.limit)
    expect(mail.sent).toHaveLength(mailed)

    clock += HOUR_MS
    expect((await sendEnquiry(t, 'real.person@example.com')).status).toBe(201)
  })

  test('a bot that fills the honeypot past the cap learns nothing new: still 201', async () => {
    const t = await instance()
    for (let index = 0; index < SUBMISSIONS_PER_HOUR.limit; index++) {
      expect((await sendEnquiry(t, `person${index}@example.com`)).status).toBe(201)
    }
    const bot = await t.request('POST', '/api/enquiries', {
      json: { ...enquiry('bot@example.com'), website: 'https://spam.example' },
      headers: forgedClient(),
    })
    expect(bot.status).toBe(201)
    expect(await storedEnquiries(t)).toHaveLength(SUBMISSIONS_PER_HOUR.limit)
  })
})

describe('quote photos an hour', () => {
  const uploadAsVisitor = (t: TestApp) =>
    t.request('POST', '/api/media', {
      form: uploadForm(fixture('small.png'), 'quote', 'leak.png', 'image/png'),
      headers: forgedClient(),
    })

  test('past the cap neither a new address nor a new account helps: 429, and nothing more is stored', async () => {
    const t = await instance()
    // The hour's earlier uploads, counted as the service counts them (decoding 300 images here
    // would only make the test slow).
    const db = openDatabase(limitsDir)
    onCleanup(() => db.close())
    const counts = createSqliteRateLimiter(db, { now: () => clock })
    for (let index = 0; index < VISITOR_UPLOADS_PER_HOUR.limit - 1; index++) {
      await counts.hit(VISITOR_UPLOADS_KEY, VISITOR_UPLOADS_PER_HOUR)
    }
    expect((await uploadAsVisitor(t)).status).toBe(201)
    const stored = t.mediaFiles().length

    const refused = await uploadAsVisitor(t)
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      message:
        'We are receiving an unusual number of photos. Please try again in an hour, or send your request without photos.',
    })
    expect(t.mediaFiles()).toHaveLength(stored)
    // Nor does a new account: one whose e-mail is not confirmed costs a script nothing.
    const signedIn = (as: 'user' | 'verified', purpose: 'quote' | 'gallery') =>
      t.request('POST', '/api/media', {
        as,
        form: uploadForm(fixture('small.png'), purpose, 'leak.png', 'image/png'),
        headers: forgedClient(),
      })
    expect((await signedIn('user', 'quote')).status).toBe(429)
    expect((await signedIn('verified', 'quote')).status).toBe(429)
    expect(t.mediaFiles()).toHaveLength(stored)
    // A gallery photo needs a confirmed account, and is counted per account.
    expect((await signedIn('verified', 'gallery')).status).toBe(201)

    clock += HOUR_MS
    expect((await uploadAsVisitor(t)).status).toBe(201)
  })
})
