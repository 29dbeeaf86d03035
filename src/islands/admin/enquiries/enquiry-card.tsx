/**
 * One enquiry or quote request in the admin inbox: who, what, the job's details and private
 * photos of a request (whole, opening in a viewer), whether its e-mails went out, its status
 * (changed in place) and visit, what the customer did from their status page, its notes and a
 * note form, the status link to copy, and Delete.
 */
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  unsentMails,
  type Enquiry,
  type EnquiryMail,
  type EnquiryMailKind,
  type QuoteDetails,
} from '../../../domain/enquiry.ts'
import { formatPreferredDate, TIME_WINDOW_LABELS } from '../../../domain/calendar.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { CopyStatusLink, CustomerBadges, CustomerUpdates, StatusTimeline } from './customer-activity.tsx'
import { FollowUpEmails } from './follow-up-emails.tsx'
import { EnquiryNotes } from './enquiry-notes.tsx'
import { EnquiryStatusForm } from './enquiry-status.tsx'
import { EnquiryVisit, useVisitChange } from './enquiry-visit.tsx'
import { QuotePhotos } from './quote-photos.tsx'
import { atSydneyTime } from './received-at.ts'

const MAIL_NAMES: Record<EnquiryMailKind, string> = {
  business: 'the notice to the office',
  customer: 'the confirmation to the customer',
}

/** Said of a confirmation withheld past an abuse cap (docs/decisions/031-abuse-caps.md). */
const CONFIRMATION_CAPPED =
  'Confirmation to the customer not sent (limit on confirmations reached): reply to them yourself.'

/** Whether the enquiry's e-mails went out, in a sentence for the admin. */
function describeMail(mail: EnquiryMail): string {
  const what = unsentMails(mail)
    .map((kind) => MAIL_NAMES[kind])
    .join(' and ')
  const capped = mail.withheld?.includes('customer') ? ` ${CONFIRMATION_CAPPED}` : ''
  return `${describeSending(mail, what)}${capped}`
}

function describeSending(mail: EnquiryMail, what: string): string {
  switch (mail.state) {
    case 'sent':
      return mail.withheld?.includes('customer')
        ? 'Notice to the office sent.'
        : 'Notice to the office and confirmation to the customer sent.'
    case 'pending':
      return mail.attempts === 0
        ? `Sending ${what}.`
        : `Not sent yet (${mail.last_error}): ${what}. Trying again${
            mail.next_attempt_at ? ` at ${atSydneyTime(mail.next_attempt_at)}` : ''
          }.`
    case 'failed':
      return `Could not send ${what} after ${mail.attempts} attempts (${mail.last_error}). Reply to the customer yourself.`
  }
}

const termClass = 'font-medium text-slate-600 dark:text-slate-400'
const linkClass = 'text-brand-700 dark:text-brand-300 font-medium underline-offset-2 hover:underline'

interface Props {
  enquiry: Enquiry
  deleting: boolean
  /** The enquiry as the API returned it after a change (its status, a note). */
  onSaved: (updated: Enquiry) => void
  onDelete: () => void
}

export function EnquiryCard({ enquiry, deleting, onSaved, onDelete }: Props) {
  const quote = enquiry.quote
  const visit = useVisitChange()
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-enquiry={enquiry.email}
    >
      <article aria-label={`${ENQUIRY_KIND_LABELS[enquiry.kind]} from ${enquiry.name}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="min-w-0 text-lg font-bold wrap-anywhere text-slate-900 dark:text-white">
                {enquiry.name}
              </h2>
              <Badge tone={enquiry.kind === 'quote' ? 'brand' : 'neutral'}>
                {ENQUIRY_KIND_LABELS[enquiry.kind]}
              </Badge>
              {quote?.emergency && <Badge tone="danger">Emergency</Badge>}
              <CustomerBadges enquiry={enquiry} />
            </div>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Received <time dateTime={enquiry.created_at}>{atSydneyTime(enquiry.created_at)}</time>
            </p>
          </div>
          <EnquiryStatusForm enquiry={enquiry} locked={deleting} onSaved={onSaved} visit={visit} />
        </div>

        <EnquiryVisit enquiry={enquiry} visit={visit} onSaved={onSaved} />

        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className={termClass}>Email</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`} className={linkClass}>
              <EmailAddress email={enquiry.email} />
            </a>
          </dd>
          <dt className={termClass}>Phone</dt>
          <dd>
            {enquiry.phone ? (
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {enquiry.phone}
              </a>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">Not given</span>
            )}
          </dd>
          <dt className={termClass}>Service</dt>
          <dd className="text-slate-800 dark:text-slate-200">
            {enquiry.service ? ENQUIRY_SERVICE_LABELS[enquiry.service] : 'Not specified'}
          </dd>
          {quote && <JobDetails quote={quote} />}
          {enquiry.mail && (
            <>
              <dt className={termClass}>E-mails</dt>
              <dd className="text-slate-800 dark:text-slate-200" data-mail-state={enquiry.mail.state}>
                {describeMail(enquiry.mail)}
              </dd>
            </>
          )}
        </dl>

        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm wrap-anywhere whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
          {enquiry.message}
        </p>

        {quote && quote.photos.length > 0 && <QuotePhotos photos={quote.photos} name={enquiry.name} />}

        <CustomerUpdates enquiry={enquiry} />
        <StatusTimeline enquiry={enquiry} />
        {(enquiry.history.length > 0 || enquiry.customer_updates.length > 0) && (
          <FollowUpEmails enquiry={enquiry} />
        )}

        <EnquiryNotes enquiry={enquiry} onSaved={onSaved} />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          {enquiry.status_changed_at && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {ENQUIRY_STATUS_LABELS[enquiry.status]} since{' '}
              <time dateTime={enquiry.status_changed_at}>{atSydneyTime(enquiry.status_changed_at)}</time>
            </p>
          )}
          <div className="ml-auto flex flex-wrap gap-3">
            <CopyStatusLink enquiry={enquiry} />
            <Button variant="danger-subtle" size="sm" disabled={deleting} onClick={onDelete}>
              Delete
            </Button>
          </div>
        </div>
      </article>
    </li>
  )
}

function JobDetails({ quote }: { quote: QuoteDetails }) {
  return (
    <>
      <dt className={termClass}>Suburb</dt>
      <dd className="text-slate-800 dark:text-slate-200">
        {quote.suburb}
        {!quote.in_area && (
          <span className="ml-2 font-medium text-amber-800 dark:text-amber-300">
            Outside our service areas: check coverage
          </span>
        )}
      </dd>
      <dt className={termClass}>Address</dt>
      <dd className="text-slate-800 dark:text-slate-200">{quote.address}</dd>
      <dt className={termClass}>When</dt>
      <dd className="text-slate-800 dark:text-slate-200">
        {quote.preferred_dates.length > 0
          ? quote.preferred_dates.map(formatPreferredDate).join(', ')
          : 'Any day'}
        , {TIME_WINDOW_LABELS[quote.time_window].toLowerCase()}
      </dd>
    </>
  )
}
