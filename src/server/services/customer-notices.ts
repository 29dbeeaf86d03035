/**
 * The e-mails that follow a request after its first two (enquiry-mail.ts): the customer told of
 * a status change, the visit booked, moved or called off (with a calendar invitation), a
 * reminder the day before, one review request when the job is done; the office told of what the
 * customer added or that they cancelled. Each is a notice in the outbox (NoticesStore), queued
 * when the change is saved and sent then or by the schedule, retried as enquiries' e-mails are.
 * What a notice says is read from the request when it is sent, so a notice the request has
 * moved past (an older booking, a status changed again) is cancelled, not sent.
 */
import { reminderDueAt } from '../../domain/booking.ts'
import type { Enquiry } from '../../domain/enquiry.ts'
import { CUSTOMER_NOTICE_KINDS, whyNotSend, type Notice, type NoticeKind } from '../../domain/notice.ts'
import type { BackgroundWork } from '../background-work.ts'
import { mailBusinessFrom } from '../mail/mail-content.ts'
import { noticeMessage } from '../mail/notice-messages.ts'
import type { SettingsStore } from '../ports/settings-store.ts'
import type { EnquiriesStore, RevisedEnquiry } from '../ports/enquiries-store.ts'
import type { Logger } from '../ports/logger.ts'
import type { NoticesStore } from '../ports/notices-store.ts'
import {
  describeFailure,
  MAIL_CLAIM_MS,
  MAIL_BATCH,
  MAIL_RETRY_DELAYS_MS,
  type MailSetup,
} from './enquiry-mail.ts'
import { beforeLastChange } from './request-timeline.ts'

/** The notices that announce the visit: a newer booking makes the pending ones moot. */
const VISIT_KINDS: readonly NoticeKind[] = ['booking', 'booking_cancelled', 'reminder']

/** What a saved change queues, and which pending notices it makes moot. */
export interface NoticePlan {
  add: Omit<Notice, 'id' | 'created_at' | 'state' | 'attempts' | 'last_error' | 'sent_at'>[]
  cancel: NoticeKind[]
}

/** The notices a status change (by the office or the customer) calls for. */
export function planStatusNotices({ before, after }: RevisedEnquiry, now: Date): NoticePlan {
  const plan: NoticePlan = { add: [], cancel: [] }
  const notice = (kind: NoticeKind, due = now.toISOString()) => ({
    enquiry_id: after.id,
    kind,
    status: kind === 'status' ? after.status : null,
    booking_sequence: VISIT_KINDS.includes(kind) ? (after.booking?.sequence ?? null) : null,
    due_at: due,
  })
  const booking = after.booking
  if (booking && booking.sequence !== before.booking?.sequence) {
    plan.cancel.push(...VISIT_KINDS)
    if (booking.cancelled) plan.add.push(notice('booking_cancelled'))
    else {
      plan.add.push(notice('booking'))
      const reminder = reminderDueAt(booking, now)
      if (reminder) plan.add.push(notice('reminder', reminder))
    }
  }
  if (after.status === before.status) return plan
  const byCustomer = after.history.at(-1)?.by === 'customer'
  if (after.status === 'done') plan.add.push(notice('review_request'))
  // A visit called off says so itself; a second e-mail that the request is closed would only repeat it.
  const calledOff = plan.add.some((planned) => planned.kind === 'booking_cancelled')
  if (['contacted', 'quoted', 'lost'].includes(after.status) && !calledOff) plan.add.push(notice('status'))
  if (byCustomer) plan.add.push(notice('office_update'))
  return plan
}

export interface CustomerNoticesDeps {
  /** `settings`: the business's facts the e-mails say, read when each is sent (the defaults without it). */
  stores: { enquiries: EnquiriesStore; notices: NoticesStore; settings?: SettingsStore }
  /** Without it, notices stay pending until a sender that has one picks them up. */
  mail: MailSetup | undefined
  now: () => Date
  newId: () => string
  logger: Logger
  background: Pick<BackgroundWork, 'start'>
}

export function createCustomerNotices({
  stores,
  mail: setup,
  now,
  newId,
  logger,
  background,
}: CustomerNoticesDeps) {
  async function deliver(notice: Notice): Promise<void> {
    const due = notice.due_at
    if (!setup || notice.state !== 'pending' || !due || due > now().toISOString()) return
    const claimedUntil = new Date(now().getTime() + MAIL_CLAIM_MS).toISOString()
    const claimed = await stores.notices.updateNotice(notice.id, due, { ...notice, due_at: claimedUntil })
    if (!claimed) return // another sender has it
    const enquiry = await stores.enquiries.getEnquiry(claimed.enquiry_id)
    const reason = whyNotSend(claimed, enquiry, now())
    let settled: Notice
    if (reason || !enquiry) {
      settled = { ...claimed, state: 'cancelled', due_at: null, last_error: reason }
    } else {
      try {
        const business = await mailBusinessFrom(stores.settings)
        await setup.mailer.send(await noticeMessage(claimed, enquiry, setup.config, now(), business))
        settled = {
          ...claimed,
          state: 'sent',
          due_at: null,
          attempts: claimed.attempts + 1,
          last_error: null,
          sent_at: now().toISOString(),
        }
      } catch (error) {
        const attempts = claimed.attempts + 1
        const wait = MAIL_RETRY_DELAYS_MS[attempts - 1]
        const last_error = describeFailure(error)
        logger.warn(
          `E-mail ${claimed.kind} of enquiry ${claimed.enquiry_id} failed (attempt ${attempts}): ${last_error}`,
        )
        settled =
          wait === undefined
            ? { ...claimed, state: 'failed', due_at: null, attempts, last_error }
            : { ...claimed, attempts, last_error, due_at: new Date(now().getTime() + wait).toISOString() }
      }
    }
    if (!(await stores.notices.updateNotice(claimed.id, claimedUntil, settled))) {
      logger.warn(`Notice ${claimed.id} changed while sending; left as it is`)
    }
  }

  /** Sends what is due now in the background: the service's answer does not wait for e-mail. */
  function deliverSoon(notices: Notice[]): void {
    for (const notice of notices) background.start(`Sending notice ${notice.id}`, deliver(notice))
  }

  /** Stores a plan's notices (cancelling those it makes moot) and starts sending those due. */
  async function queue(plan: NoticePlan): Promise<void> {
    const enquiryId = plan.add[0]?.enquiry_id
    if (enquiryId && plan.cancel.length > 0) await stores.notices.cancelPendingNotices(enquiryId, plan.cancel)
    const added: Notice[] = []
    for (const planned of plan.add) {
      const notice: Notice = {
        ...planned,
        // One review request per request, ever: a second Done finds it there already.
        id: planned.kind === 'review_request' ? `${planned.enquiry_id}:review_request` : newId(),
        created_at: now().toISOString(),
        state: 'pending',
        attempts: 0,
        last_error: null,
        sent_at: null,
      }
      if (await stores.notices.addNotice(notice)) added.push(notice)
    }
    deliverSoon(added)
  }

  /**
   * The visit's e-mails that a save of the same visit finds missing: the status and the visit are
   * saved before their e-mails are queued, so a save whose queueing failed (an error the admin
   * saw) left a booking without its invitation or reminder, and saving it again changed nothing.
   * Read from the request's own notices (a handful), so none is queued twice.
   */
  async function missingVisitNotices({ before, after }: RevisedEnquiry): Promise<NoticePlan['add']> {
    const booking = after.booking
    if (after.status !== 'booked' || !booking || booking.cancelled) return []
    if (booking.sequence !== before.booking?.sequence || before.status !== 'booked') return []
    const queued = await stores.notices.listNoticesOf(after.id)
    const fresh = planStatusNotices({ before: { ...before, booking: null }, after }, now()).add
    return fresh.filter(
      (planned) =>
        VISIT_KINDS.includes(planned.kind) &&
        !queued.some(
          (notice) => notice.kind === planned.kind && notice.booking_sequence === booking.sequence,
        ),
    )
  }

  return {
    /**
     * The customer's cancel, asked for again of a request they cancelled (cancelledByCustomer):
     * its e-mails that the first try did not queue (the request was saved as Lost, then an error
     * came before its notices were stored) are queued now, each once.
     */
    cancelRepeated: async (enquiry: Enquiry) => {
      const cancel = enquiry.history.at(-1)
      if (!cancel) return
      const queued = await stores.notices.listNoticesOf(enquiry.id)
      const planned = planStatusNotices({ before: beforeLastChange(enquiry), after: enquiry }, now())
      const missing = planned.add.filter(
        (notice) => !queued.some((done) => done.kind === notice.kind && done.created_at >= cancel.at),
      )
      await queue({ add: missing, cancel: [] })
    },
    /** Queues what a saved status change calls for, and what an earlier save of it failed to queue. */
    statusChanged: async (revised: RevisedEnquiry) => {
      const plan = planStatusNotices(revised, now())
      await queue({ ...plan, add: [...plan.add, ...(await missingVisitNotices(revised))] })
    },
    /** Tells the office the customer added a message or photos. */
    customerAdded: (enquiry: Enquiry) =>
      queue({
        add: [
          {
            enquiry_id: enquiry.id,
            kind: 'office_update',
            status: null,
            booking_sequence: null,
            due_at: now().toISOString(),
          },
        ],
        cancel: [],
      }),
    /** The customer asked for no more e-mails: what waits for them is cancelled. */
    optedOut: async (enquiry: Enquiry) => {
      await stores.notices.cancelPendingNotices(enquiry.id, CUSTOMER_NOTICE_KINDS)
    },
    /** Sends the notices that are due, one batch; returns how many it tried. */
    async deliverDue(): Promise<number> {
      if (!setup) return 0
      const due = await stores.notices.listNoticesDue(now().toISOString(), MAIL_BATCH)
      for (const notice of due) await deliver(notice)
      return due.length
    },
  }
}

export type CustomerNotices = ReturnType<typeof createCustomerNotices>
