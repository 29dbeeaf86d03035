/**
 * What every EnquiriesStore adapter promises (enquiries-store.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { AppError } from '../../domain/api-error.ts'
import { expect, test } from 'vitest'
import { makeEnquiry, makeQuoteDetails, minutesAgo } from '#tests/factories/index.ts'
import { MAIL_SENT, MAX_NOTES, type EnquiryMail } from '../../domain/enquiry.ts'
import type { EnquiriesStore } from './enquiries-store.ts'
import { items, storeContract } from './store-contract-kit.ts'

export const describeEnquiriesStoreContract = storeContract<EnquiriesStore>(
  'EnquiriesStore',
  (store, { isolatesConcurrentWrites }) => {
    test('createEnquiry returns the enquiry as stored; listEnquiries is newest first', async () => {
      const old = makeEnquiry({ created_at: minutesAgo(60), phone: null, service: null })
      const newest = makeEnquiry({ created_at: minutesAgo(1) })
      expect(await store.createEnquiry(old)).toEqual(old)
      expect(await store.createEnquiry(newest)).toEqual(newest)
      expect(await items(store.listEnquiries())).toEqual([newest, old])
    })

    test('a quote request keeps its job details, photos included', async () => {
      const request = makeEnquiry({ kind: 'quote', quote: makeQuoteDetails() })
      expect(await store.createEnquiry(request)).toEqual(request)
      expect(await items(store.listEnquiries())).toEqual([request])
      expect(await store.getEnquiry(request.id)).toEqual(request)
      expect(await store.getEnquiry('no-such-id')).toBeNull()
    })

    test('reviseEnquiry writes what revise returns and answers before and after; null for an unknown id', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry())
      const at = minutesAgo(-5)
      const revised = await store.reviseEnquiry(enquiry.id, (current) => ({
        status: 'quoted',
        status_changed_at: at,
        history: [...current.history, { status: 'quoted', at, by: 'office' }],
      }))
      const quoted = {
        ...enquiry,
        status: 'quoted' as const,
        status_changed_at: at,
        history: [{ status: 'quoted' as const, at, by: 'office' as const }],
      }
      expect(revised).toEqual({ before: enquiry, after: quoted })
      expect(await store.getEnquiry(enquiry.id)).toEqual(quoted)
      expect(await items(store.listEnquiries({ status: 'quoted' }))).toHaveLength(1)
      expect(await items(store.listEnquiries({ status: 'open' }))).toHaveLength(1)
      expect(await store.reviseEnquiry('no-such-id', () => ({ status: 'done' }))).toBeNull()
    })

    test('reviseEnquiry keeps the booking, what the customer added and the opt-out', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry({ status_key: 'k'.repeat(32) }))
      const at = minutesAgo(-1)
      const booking = { date: '2030-03-04', start: '07:00', end: '12:00', sequence: 0, cancelled: false }
      const update = { id: 'update-1', text: 'The gate code is 1234', photos: [], created_at: at }
      const { after } = (await store.reviseEnquiry(enquiry.id, () => ({
        status: 'booked',
        booking,
        customer_updates: [update],
        mail_opt_out_at: at,
      })))!
      expect(after).toMatchObject({
        status: 'booked',
        booking,
        customer_updates: [update],
        mail_opt_out_at: at,
      })
      expect(await store.getEnquiry(enquiry.id)).toEqual(after)
    })

    test('reviseEnquiry writes nothing when revise throws or its result is not a valid enquiry', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry())
      await expect(
        store.reviseEnquiry(enquiry.id, () => {
          throw new AppError('conflict', 'No')
        }),
      ).rejects.toMatchObject({ code: 'conflict' })
      await expect(
        store.reviseEnquiry(enquiry.id, () => ({ status: 'archived' as never })),
      ).rejects.toMatchObject({ code: 'validation_failed' })
      expect(await store.getEnquiry(enquiry.id)).toEqual(enquiry)
    })

    test.runIf(isolatesConcurrentWrites)('two revisions at once both count', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry())
      const add = (id: string) =>
        store.reviseEnquiry(enquiry.id, (current) => ({
          customer_updates: [
            ...current.customer_updates,
            { id, text: id, photos: [], created_at: minutesAgo(0) },
          ],
        }))
      await Promise.all([add('a'), add('b')])
      const stored = await store.getEnquiry(enquiry.id)
      expect(stored?.customer_updates.map((update) => update.id).sort()).toEqual(['a', 'b'])
    })

    const note = (n: number) => ({
      id: `note-${n}`,
      text: `Called back, ${n}`,
      author: 'admin@example.com',
      created_at: minutesAgo(-n),
    })

    test('addEnquiryNote appends in order and stops at the most notes; null for an unknown id', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry())
      expect(await store.addEnquiryNote(enquiry.id, note(1))).toEqual({ ...enquiry, notes: [note(1)] })
      await store.addEnquiryNote(enquiry.id, note(2))
      expect(await store.getEnquiry(enquiry.id)).toEqual({ ...enquiry, notes: [note(1), note(2)] })
      expect(await store.addEnquiryNote('no-such-id', note(4))).toBeNull()
      const full = await store.createEnquiry(
        makeEnquiry({ notes: Array.from({ length: MAX_NOTES }, (_, n) => note(n)) }),
      )
      await expect(store.addEnquiryNote(full.id, note(MAX_NOTES))).rejects.toMatchObject({
        code: 'validation_failed',
      })
    })

    test.runIf(isolatesConcurrentWrites)('two notes added at once both stay', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry())
      await Promise.all([
        store.addEnquiryNote(enquiry.id, note(2)),
        store.addEnquiryNote(enquiry.id, note(3)),
      ])
      expect((await store.getEnquiry(enquiry.id))!.notes.map((n) => n.id).sort()).toEqual([
        'note-2',
        'note-3',
      ])
    })

    const pending = (next_attempt_at: string, sent: EnquiryMail['sent'] = []): EnquiryMail => ({
      state: 'pending',
      sent,
      attempts: 0,
      next_attempt_at,
      last_error: null,
    })

    test('listEnquiriesWithMailDue lists pending e-mails due by then, soonest first, up to the limit', async () => {
      const later = await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(1)) }))
      const sooner = await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(5)) }))
      await store.createEnquiry(makeEnquiry({ mail: pending(minutesAgo(-5)) })) // not due yet
      await store.createEnquiry(makeEnquiry({ mail: null })) // from before e-mails
      await store.createEnquiry(makeEnquiry({ mail: MAIL_SENT }))
      expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([sooner, later])
      expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 1)).toEqual([sooner])
    })

    test('updateEnquiryMail writes only while the pending send is the one read', async () => {
      const due = minutesAgo(1)
      const enquiry = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
      const claim = pending(minutesAgo(-2))
      const claimed = await store.updateEnquiryMail(enquiry.id, due, claim)
      expect(claimed).toEqual({ ...enquiry, mail: claim })
      expect(await store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-3)))).toBeNull()
      expect(await items(store.listEnquiries())).toEqual([claimed])
      expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([])

      const done: EnquiryMail = {
        ...claim,
        state: 'sent',
        sent: ['business', 'customer'],
        next_attempt_at: null,
      }
      expect(await store.updateEnquiryMail(enquiry.id, claim.next_attempt_at!, done)).toEqual({
        ...enquiry,
        mail: done,
      })
      // Sent is final: no claim matches it any more.
      expect(await store.updateEnquiryMail(enquiry.id, claim.next_attempt_at!, claim)).toBeNull()
      expect(await store.updateEnquiryMail('no-such-id', due, done)).toBeNull()
      const other = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
      await expect(store.updateEnquiryMail(other.id, due, { ...done, attempts: -1 })).rejects.toMatchObject({
        code: 'validation_failed',
      })
      expect(await store.listEnquiriesWithMailDue(minutesAgo(0), 10)).toEqual([other])
    })

    test('deleteEnquiry removes one; false when there is none', async () => {
      const kept = await store.createEnquiry(makeEnquiry())
      const gone = await store.createEnquiry(makeEnquiry())
      expect(await store.deleteEnquiry(gone.id)).toBe(true)
      expect(await store.deleteEnquiry(gone.id)).toBe(false)
      expect(await items(store.listEnquiries())).toEqual([kept])
    })

    test('deleteEnquiry with onlyIf deletes only when it says yes of the enquiry as stored', async () => {
      const enquiry = await store.createEnquiry(makeEnquiry({ notes: [] }))
      const note = { id: 'n1', text: 'Called back.', author: 'a@x.example', created_at: enquiry.created_at }
      await store.addEnquiryNote(enquiry.id, note)
      expect(await store.deleteEnquiry(enquiry.id, (stored) => stored.notes.length === 0)).toBe(false)
      expect(await store.getEnquiry(enquiry.id)).toMatchObject({ notes: [note] })
      expect(await store.deleteEnquiry(enquiry.id, (stored) => stored.notes.length === 1)).toBe(true)
      expect(await store.getEnquiry(enquiry.id)).toBeNull()
      expect(await store.deleteEnquiry(enquiry.id, () => true)).toBe(false)
    })

    test('listEnquiriesCreatedBefore lists the older ones, oldest first, up to the limit', async () => {
      const cutoff = minutesAgo(60)
      const oldest = await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(300) }))
      const older = await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(200) }))
      await store.createEnquiry(makeEnquiry({ created_at: cutoff }))
      await store.createEnquiry(makeEnquiry({ created_at: minutesAgo(1) }))
      expect(await store.listEnquiriesCreatedBefore(cutoff, 1)).toEqual([oldest])
      expect(await store.listEnquiriesCreatedBefore(cutoff, 10)).toEqual([oldest, older])
    })

    test.runIf(isolatesConcurrentWrites)(
      "two concurrent claims of one enquiry's e-mails: exactly one wins",
      async () => {
        const due = minutesAgo(1)
        const enquiry = await store.createEnquiry(makeEnquiry({ mail: pending(due) }))
        const results = await Promise.all([
          store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-2))),
          store.updateEnquiryMail(enquiry.id, due, pending(minutesAgo(-3))),
        ])
        expect(results.filter((result) => result !== null)).toHaveLength(1)
      },
    )
  },
)
