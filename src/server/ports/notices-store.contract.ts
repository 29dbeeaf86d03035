/**
 * What every NoticesStore adapter promises (notices-store.ts), as one suite each adapter runs.
 * `open` must return an empty store, fresh for each test.
 */
import { expect, test } from 'vitest'
import { makeNotice, minutesAgo } from '#tests/factories/index.ts'
import type { Notice } from '../../domain/notice.ts'
import type { NoticesStore } from './notices-store.ts'
import { expectAppError, storeContract } from './store-contract-kit.ts'

export const describeNoticesStoreContract = storeContract<NoticesStore>(
  'NoticesStore',
  (store, { isolatesConcurrentWrites }) => {
    const added = async (overrides: Partial<Notice> = {}) => {
      const notice = makeNotice(overrides)
      expect(await store.addNotice(notice)).toBe(true)
      return notice
    }
    const sent = (notice: Notice): Notice => ({
      ...notice,
      state: 'sent',
      due_at: null,
      attempts: notice.attempts + 1,
      sent_at: minutesAgo(0),
    })

    test('addNotice keeps every field; a second with the same id is refused and the first stays', async () => {
      const booking = await added({
        id: 'enquiry-7:booking:2',
        enquiry_id: 'enquiry-7',
        kind: 'booking',
        status: null,
        booking_sequence: 2,
        attempts: 3,
        last_error: 'Connection refused',
      })
      expect(await store.getNotice(booking.id)).toEqual(booking)
      expect(await store.getNotice('no-such-id')).toBeNull()
      expect(await store.addNotice({ ...booking, kind: 'reminder', attempts: 0 })).toBe(false)
      expect(await store.getNotice(booking.id)).toEqual(booking)
    })

    test('a notice that would not read back is refused and nothing is written', async () => {
      const notice = makeNotice()
      await expectAppError(store.addNotice({ ...notice, last_error: 'Bell\u0007' }), 'validation_failed')
      await expectAppError(store.addNotice({ ...notice, kind: 'postcard' as never }), 'validation_failed')
      expect(await store.getNotice(notice.id)).toBeNull()
      expect(await store.listNoticesOf(notice.enquiry_id)).toEqual([])
    })

    test('listNoticesDue: pending ones due by then only, soonest first, ties by id, up to the limit', async () => {
      const tie = minutesAgo(10)
      const soonest = await added({ due_at: minutesAgo(30) })
      // Added out of order, and one id Firestore cannot use as it is (docId escapes it, so its
      // document name sorts after the other's while its id sorts before).
      const tieB = await added({ id: 'enquiry-2-review', due_at: tie })
      const tieA = await added({ id: 'enquiry-1:review_request', due_at: tie })
      const atTheCutOff = await added({ due_at: minutesAgo(0) })
      await added({ due_at: minutesAgo(-5) }) // not due yet
      await added({ state: 'sent', due_at: null, sent_at: minutesAgo(40) })
      await added({ state: 'cancelled', due_at: null })
      await added({ state: 'failed', due_at: minutesAgo(50), last_error: 'Mailbox full' })
      expect(await store.listNoticesDue(minutesAgo(0), 10)).toEqual([soonest, tieA, tieB, atTheCutOff])
      expect(await store.listNoticesDue(minutesAgo(0), 2)).toEqual([soonest, tieA])
      expect(await store.listNoticesDue(minutesAgo(20), 10)).toEqual([soonest])
      expect(await store.listNoticesDue(minutesAgo(0), 0)).toEqual([])
    })

    test('updateNotice claims a pending notice by the due_at read; a second claim gets null', async () => {
      const due = minutesAgo(1)
      const notice = await added({ due_at: due })
      const claim: Notice = { ...notice, due_at: minutesAgo(-2), attempts: 1 }
      expect(await store.updateNotice(notice.id, due, claim)).toEqual(claim)
      expect(await store.updateNotice(notice.id, due, { ...claim, due_at: minutesAgo(-3) })).toBeNull()
      expect(await store.getNotice(notice.id)).toEqual(claim)
      expect(await store.listNoticesDue(minutesAgo(0), 10)).toEqual([])

      const done = sent(claim)
      expect(await store.updateNotice(notice.id, claim.due_at!, done)).toEqual(done)
      expect(await store.listNoticesOf(notice.enquiry_id)).toEqual([done])
      expect(await store.updateNotice('no-such-id', due, done)).toBeNull()
    })

    test('updateNotice writes nothing for a wrong due_at, a notice no longer pending, or a bad record', async () => {
      const due = minutesAgo(1)
      const notice = await added({ due_at: due })
      expect(await store.updateNotice(notice.id, minutesAgo(2), sent(notice))).toBeNull()
      expect(await store.getNotice(notice.id)).toEqual(notice)

      // due_at left set on a notice that gave up: not pending, so no claim matches it.
      const failed = await added({ state: 'failed', due_at: due, last_error: 'Mailbox full' })
      expect(await store.updateNotice(failed.id, due, { ...failed, state: 'pending' })).toBeNull()
      expect(await store.getNotice(failed.id)).toEqual(failed)

      await expectAppError(
        store.updateNotice(notice.id, due, { ...notice, attempts: -1 }),
        'validation_failed',
      )
      expect(await store.getNotice(notice.id)).toEqual(notice)
      expect(await store.listNoticesDue(minutesAgo(0), 10)).toEqual([notice])
    })

    test.runIf(isolatesConcurrentWrites)(
      'two concurrent claims of one notice: exactly one wins',
      async () => {
        const due = minutesAgo(1)
        const notice = await added({ due_at: due })
        const results = await Promise.all([
          store.updateNotice(notice.id, due, { ...notice, due_at: minutesAgo(-2), attempts: 1 }),
          store.updateNotice(notice.id, due, { ...notice, due_at: minutesAgo(-3), attempts: 1 }),
        ])
        expect(results.filter((result) => result !== null)).toHaveLength(1)
        const winner = results.find((result) => result !== null)!
        expect(await store.getNotice(notice.id)).toEqual(winner)
      },
    )

    test("cancelPendingNotices cancels only that enquiry's pending notices of those kinds", async () => {
      const enquiry = 'enquiry-41'
      const status = await added({ enquiry_id: enquiry, kind: 'status' })
      const reminder = await added({
        enquiry_id: enquiry,
        kind: 'reminder',
        status: null,
        booking_sequence: 0,
      })
      const booking = await added({ enquiry_id: enquiry, kind: 'booking', status: null, booking_sequence: 0 })
      const alreadySent = await added({ ...sent(makeNotice()), enquiry_id: enquiry, kind: 'status' })
      const otherEnquiry = await added({ enquiry_id: 'enquiry-42', kind: 'status' })

      expect(await store.cancelPendingNotices(enquiry, ['status', 'reminder'])).toBe(2)
      const cancelled = (notice: Notice): Notice => ({ ...notice, state: 'cancelled', due_at: null })
      expect(await store.getNotice(status.id)).toEqual(cancelled(status))
      expect(await store.getNotice(reminder.id)).toEqual(cancelled(reminder))
      expect(await store.getNotice(booking.id)).toEqual(booking)
      expect(await store.getNotice(alreadySent.id)).toEqual(alreadySent)
      expect(await store.getNotice(otherEnquiry.id)).toEqual(otherEnquiry)
      expect(await store.listNoticesDue(minutesAgo(-60), 10)).toEqual(
        [booking, otherEnquiry].sort((a, b) => (a.due_at! < b.due_at! ? -1 : 1)),
      )

      expect(await store.cancelPendingNotices(enquiry, ['status', 'reminder'])).toBe(0)
      expect(await store.cancelPendingNotices(enquiry, [])).toBe(0)
      expect(await store.cancelPendingNotices('no-such-enquiry', ['status'])).toBe(0)
    })

    test("listNoticesOf lists the enquiry's notices only, oldest first, ties by id", async () => {
      const enquiry = 'enquiry-51'
      const at = minutesAgo(5)
      const later = await added({ enquiry_id: enquiry, created_at: minutesAgo(1) })
      const tieB = await added({ id: 'enquiry-51:status:b', enquiry_id: enquiry, created_at: at })
      const tieA = await added({ id: 'enquiry-51:status:a', enquiry_id: enquiry, created_at: at })
      const first = await added({ ...sent(makeNotice({ created_at: minutesAgo(9) })), enquiry_id: enquiry })
      await added({ enquiry_id: 'enquiry-52' })
      expect(await store.listNoticesOf(enquiry)).toEqual([first, tieA, tieB, later])
      expect(await store.listNoticesOf('no-such-enquiry')).toEqual([])
    })

    test("deleteNoticesOf removes the enquiry's notices and says how many", async () => {
      await added({ enquiry_id: 'enquiry-61' })
      await added({ ...sent(makeNotice()), enquiry_id: 'enquiry-61' })
      const kept = await added({ enquiry_id: 'enquiry-62' })
      expect(await store.deleteNoticesOf('enquiry-61')).toBe(2)
      expect(await store.listNoticesOf('enquiry-61')).toEqual([])
      expect(await store.listNoticesDue(minutesAgo(-60), 10)).toEqual([kept])
      expect(await store.deleteNoticesOf('enquiry-61')).toBe(0)
    })
  },
)
