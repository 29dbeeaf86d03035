/**
 * A confirmation withheld past an abuse cap is part of the enquiry's stored mail state: both
 * stores keep it, the sender honours it, and records from before the caps still read.
 */
import { describe, expect, test } from 'vitest'
import { makeEnquiry } from '#tests/factories/index.ts'
import { createScriptedMailer } from '#tests/fakes/scripted-mailer.ts'
import { useFirestoreEmulator } from '#tests/helpers/firestore-emulator.ts'
import { onCleanup, tempDir } from '#tests/helpers/temp.ts'
import { EnquiryMailSchema, EnquirySchema, unsentMails } from '../../domain/enquiry.ts'
import { createFirestoreStores } from '../adapters/firestore/firestore-stores.ts'
import { openDatabase } from '../adapters/sqlite/database.ts'
import { createSqliteStores } from '../adapters/sqlite/sqlite-stores.ts'
import type { ContentStores } from '../ports/content-stores.ts'
import { createEnquiryMail, newEnquiryMail } from './enquiry-mail.ts'

const now = new Date('2026-11-26T01:00:00.000Z')
const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }
const emulator = useFirestoreEmulator()

const backends: [string, () => ContentStores][] = [
  [
    'SQLite',
    () => {
      const db = openDatabase(tempDir('withheld'))
      onCleanup(() => db.close())
      return createSqliteStores(db)
    },
  ],
  ['Firestore', () => createFirestoreStores(emulator.fresh())],
]

describe.each(backends)('%s', (_, open) => {
  test('keeps a withheld confirmation; the sender sends only the notice, and never the confirmation later', async () => {
    const stores = open()
    const enquiry = await stores.enquiries.createEnquiry(
      makeEnquiry({ created_at: now.toISOString(), mail: newEnquiryMail(now, ['customer']) }),
    )
    expect((await stores.enquiries.getEnquiry(enquiry.id))?.mail?.withheld).toEqual(['customer'])

    const mail = createScriptedMailer()
    const sender = createEnquiryMail({
      enquiries: stores.enquiries,
      mail: { mailer: mail.mailer, config },
      now: () => now,
      logger: { error: () => {}, warn: () => {} },
    })
    expect(await sender.deliverDue()).toBe(1)
    expect(mail.sent.map((message) => message.to)).toEqual([config.businessEmail])
    const [listed] = (await stores.enquiries.listEnquiries()).items
    expect(listed?.mail).toMatchObject({ state: 'sent', sent: ['business'], withheld: ['customer'] })
    expect(await sender.deliverDue()).toBe(0)
    expect(mail.sent).toHaveLength(1)
  })

  test('an enquiry stored before the caps (no withheld) still reads, with both e-mails to send', async () => {
    const stores = open()
    const enquiry = await stores.enquiries.createEnquiry(
      makeEnquiry({ created_at: now.toISOString(), mail: newEnquiryMail(now) }),
    )
    const [listed] = (await stores.enquiries.listEnquiries()).items
    expect(listed?.id).toBe(enquiry.id)
    expect(listed?.mail).not.toHaveProperty('withheld')
    expect(unsentMails(listed!.mail!)).toEqual(['business', 'customer'])
  })
})

test('a record with a withheld confirmation still reads with the schema from before the caps', () => {
  const before = EnquirySchema.extend({ mail: EnquiryMailSchema.omit({ withheld: true }).nullable() })
  const enquiry = makeEnquiry({ mail: newEnquiryMail(now, ['customer']) })
  expect(before.safeParse(enquiry).success).toBe(true)
})
