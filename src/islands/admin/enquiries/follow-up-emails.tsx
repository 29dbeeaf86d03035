/**
 * The e-mails that followed a request's first two (domain/notice.ts): status changes, booking
 * invitations, reminders, the review request and the office's notices of what the customer
 * added, each with whether it went. Read when the admin opens the list, not with the inbox's
 * page: a page of cards would otherwise cost a read of every card's e-mails.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ENQUIRY_STATUS_LABELS, type Enquiry } from '../../../domain/enquiry.ts'
import { NOTICE_KINDS, whyNotSend, type Notice } from '../../../domain/notice.ts'
import { api } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { atSydneyTime } from './received-at.ts'

const NO_FOLLOW_UPS = 'No e-mails since the confirmation.'

/** What the e-mail was, as the office calls it. */
function noticeName(notice: Notice): string {
  switch (notice.kind) {
    case 'status':
      return notice.status ? `Status update: ${ENQUIRY_STATUS_LABELS[notice.status]}` : 'Status update'
    case 'booking':
      return notice.booking_sequence ? 'Visit moved (the invitation updated)' : 'Booking invitation'
    case 'booking_cancelled':
      return 'Visit cancelled (the invitation withdrawn)'
    case 'reminder':
      return 'Reminder the day before the visit'
    case 'review_request':
      return 'Review request'
    case 'office_update':
      return 'To the office: what the customer did'
  }
}

/** Whether it went, and when (Sydney time); one the request has moved past says it will not. */
function noticeState(notice: Notice, enquiry: Enquiry, now = new Date()): string {
  const at = (iso: string | null) => (iso ? atSydneyTime(iso) : 'soon')
  const reason = notice.last_error ?? 'no reason given'
  switch (notice.state) {
    case 'sent':
      return `Sent ${at(notice.sent_at)}`
    case 'pending': {
      const moot = whyNotSend(notice, enquiry, now)
      if (moot) return `Will not be sent: ${moot}`
      return notice.attempts === 0
        ? `To be sent ${at(notice.due_at)}`
        : `Not sent yet (${reason}). Trying again ${at(notice.due_at)}`
    }
    case 'failed':
      return `Could not be sent after ${notice.attempts} attempts (${reason})`
    case 'cancelled':
      return `Not sent: ${notice.last_error ?? 'no longer needed'}`
  }
}

/** Oldest first; those queued by one change in the order they go out (a booking, then its reminder). */
const inOrder = (notices: readonly Notice[]) =>
  notices.toSorted(
    (a, b) =>
      a.created_at.localeCompare(b.created_at) || NOTICE_KINDS.indexOf(a.kind) - NOTICE_KINDS.indexOf(b.kind),
  )

const dueNow = (notice: Notice) =>
  notice.state === 'pending' && notice.due_at !== null && Date.parse(notice.due_at) <= Date.now()

/** Shown once the request has moved or the customer added something: nothing is sent before. */
export function FollowUpEmails({ enquiry }: { enquiry: Enquiry }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  // The request's last change is in the key: a status change, a visit moved or a customer's update
  // queues more. By the last entries, not the counts: the timeline keeps only the latest 50 steps.
  const changed = [
    enquiry.history.at(-1)?.at,
    enquiry.booking?.sequence,
    enquiry.customer_updates.at(-1)?.id,
    enquiry.mail_opt_out_at,
  ].join('|')
  const query = useQuery({
    queryKey: ['enquiry-notices', enquiry.id, changed],
    queryFn: () => api.enquiries.notices(enquiry.id),
    enabled: open,
    // One on its way (due now, sent in the background) is read again until it has gone.
    refetchInterval: (current) => (current.state.data?.some(dueNow) ? 3000 : false),
  })
  return (
    <section className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide later e-mails' : 'Show later e-mails'}
      </Button>
      <div id={listId} hidden={!open} className="mt-3">
        {open && (
          <QueryState
            query={query}
            loading="Loading e-mails..."
            failure="Error fetching the e-mails"
            empty={
              query.data?.length === 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{NO_FOLLOW_UPS}</p>
              )
            }
          >
            <ul aria-label="Later e-mails" className="space-y-2 text-sm">
              {inOrder(query.data ?? []).map((notice) => (
                <li key={notice.id} data-notice-state={notice.state}>
                  <span className="font-medium text-slate-900 dark:text-white">{noticeName(notice)}</span>
                  <span className="block text-slate-600 dark:text-slate-400">
                    {noticeState(notice, enquiry)}
                  </span>
                </li>
              ))}
            </ul>
          </QueryState>
        )}
      </div>
    </section>
  )
}
