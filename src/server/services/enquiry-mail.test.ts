import { beforeEach, describe, expect, test } from 'vitest'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteEnquiriesStore } from '../adapters/sqlite/sqlite-enquiries-store.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import { makeEnquiry } from '#tests/factories/index.ts'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { tempDir } from '#tests/helpers/temp.ts'
import { createEnquiryMail, MAIL_CLAIM_MS, MAIL_RETRY_DELAYS_MS, newEnquiryMail } from './enquiry-mail.ts'

const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
const start = new Date('2026-11-25T01:00:00.000Z')

let enquiries: EnquiriesStore
let clock: Date
let mail: ReturnType<typeof createScriptedMailer>
let warnings: string[]
let sender: ReturnType<typeof createEnquiryMail>

beforeEach(() => {
  enquiries = createSqliteEnquiriesStore(openDatabase(tempDir()))
  clock = start
  mail = createScriptedMailer()
  warnings = []
  sender = createEnquiryMail({
    enquiries,
    mail: { mailer: mail.mailer, config },
    now: () => clock,
    logger: { error: () => {}, warn: (message: string) => warnings.push(message) },
  })
})

const later = (ms: number) => (clock = new Date(clock.getTime() + ms))
const stored = async (id: string) => (await enquiries.listEnquiries()).items.find((e) => e.id === id)!

async function newEnquiry(overrides = {}) {
  return enquiries.createEnquiry(
    makeEnquiry({ created_at: clock.toISOString(), mail: newEnquiryMail(clock), ...overrides }),
  )
}

describe('sending', () => {
  test('a new enquiry sends both e-mails once and is marked sent', async () => {
    const enquiry = await newEnquiry()
    await sender.deliver(enquiry)
    expect(mail.sent.map((m) => m.to)).toEqual([config.businessEmail, enquiry.email])
    expect((await stored(enquiry.id)).mail).toEqual({
      state: 'sent',
      sent: ['business', 'customer'],
      attempts: 1,
      next_attempt_at: null,
      last_error: null,
    })
    await sender.deliver(enquiry) // the same, again: nothing is due
    expect(await sender.deliverDue()).toBe(0)
    expect(mail.sent).toHaveLength(2)
  })

  test('a server that is down: retried with growing waits, then marked failed with the reason', async () => {
    mail.script.refuse = () => 'connect ECONNREFUSED 127.0.0.1:1025'
    const enquiry = await newEnquiry()
    await sender.deliver(enquiry)
    for (const [index, wait] of MAIL_RETRY_DELAYS_MS.entries()) {
      const { mail: state } = await stored(enquiry.id)
      expect(state).toMatchObject({
        state: 'pending',
        attempts: index + 1,
        last_error: 'connect ECONNREFUSED 127.0.0.1:1025',
      })
      expect(state!.next_attempt_at).toBe(new Date(clock.getTime() + wait).toISOString())
      later(wait - 1)
      expect(await sender.deliverDue()).toBe(0) // not yet
      later(1)
      expect(await sender.deliverDue()).toBe(1)
    }
    expect((await stored(enquiry.id)).mail).toMatchObject({
      state: 'failed',
      attempts: 6,
      next_attempt_at: null,
    })
    expect(mail.sent).toEqual([])
    expect(warnings).toHaveLength(6)
  })

  test('after a partial failure only the e-mail still missing is sent again', async () => {
    const enquiry = await newEnquiry()
    mail.script.refuse = (message) => (message.to === enquiry.email ? '450 Mailbox busy' : null)
    await sender.deliver(enquiry)
    expect((await stored(enquiry.id)).mail).toMatchObject({
      state: 'pending',
      sent: ['business'],
      attempts: 1,
    })

    mail.script.refuse = () => null
    later(MAIL_RETRY_DELAYS_MS[0]!)
    await sender.deliverDue()
    expect(mail.sent.map((m) => m.to)).toEqual([config.businessEmail, enquiry.email])
    expect((await stored(enquiry.id)).mail).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
  })

  test('a sender that stopped mid-way frees the enquiry once its claim runs out', async () => {
    const enquiry = await newEnquiry()
    // Claimed by a sender that then died: not due again until the claim expires.
    await enquiries.updateEnquiryMail(enquiry.id, enquiry.mail!.next_attempt_at!, {
      ...enquiry.mail!,
      next_attempt_at: new Date(clock.getTime() + MAIL_CLAIM_MS).toISOString(),
    })
    expect(await sender.deliverDue()).toBe(0)
    later(MAIL_CLAIM_MS)
    expect(await sender.deliverDue()).toBe(1)
    expect(mail.sent).toHaveLength(2)
  })

  test('a sender that stalls past its claim stops once another has taken over', async () => {
    const enquiry = await newEnquiry()
    let resume = () => {}
    const stalled = createEnquiryMail({
      enquiries,
      mail: {
        mailer: {
          // Its first e-mail goes out, then the runtime stalls before the answer comes back.
          send: async (message) => {
            await mail.mailer.send(message)
            await new Promise<void>((resolve) => (resume = resolve))
          },
        },
        config,
      },
      now: () => clock,
      logger: { error: () => {}, warn: (message: string) => warnings.push(message) },
    })
    const stalling = stalled.deliver(enquiry)
    await expect.poll(() => mail.sent.length).toBe(1)
    later(MAIL_CLAIM_MS)
    expect(await sender.deliverDue()).toBe(1)
    expect(mail.sent).toHaveLength(3) // the first again (its sending was never noted), and the second
    resume()
    await stalling
    expect(mail.sent).toHaveLength(3)
    expect(warnings.join('\n')).toContain('taken over by another sender')
  })

  test('two senders at once: each e-mail goes out once', async () => {
    const enquiry = await newEnquiry()
    await Promise.all([sender.deliver(enquiry), sender.deliverDue(), sender.deliver(enquiry)])
    expect(mail.sent).toHaveLength(2)
  })

  test('without a mailer nothing is sent and the e-mails stay pending', async () => {
    const idle = createEnquiryMail({ enquiries, mail: undefined, now: () => clock, logger: console })
    const enquiry = await newEnquiry()
    await idle.deliver(enquiry)
    expect(await idle.deliverDue()).toBe(0)
    expect((await stored(enquiry.id)).mail).toMatchObject({ state: 'pending', attempts: 0 })
  })

  test('enquiries from before e-mails (mail null) are left alone', async () => {
    const enquiry = await newEnquiry({ mail: null })
    await sender.deliver(enquiry)
    expect(await sender.deliverDue()).toBe(0)
    expect(mail.sent).toEqual([])
  })
})
