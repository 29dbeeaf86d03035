/**
 * What the customer did from their status page, on the request's card: the status timeline (who
 * moved it, when, in Sydney time), a cancellation, the messages and photos they added, whether
 * they stopped the e-mails; and the link to that page, to copy into a reply.
 */
import { Copy } from 'lucide-react'
import {
  ENQUIRY_STATUS_LABELS,
  type Enquiry,
  type EnquiryStatus,
  type StatusEvent,
} from '../../../domain/enquiry.ts'
import { statusLink } from '../../../domain/request-status.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/toast.tsx'
import { QuotePhotos } from './quote-photos.tsx'
import { atSydneyTime } from './received-at.ts'

const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer'
const EMAILS_STOPPED = 'E-mails stopped by the customer'

/** The request was closed from its status page: its last step is Lost, by the customer. */
const cancelledByCustomer = (enquiry: Pick<Enquiry, 'history'>): boolean => {
  const last = enquiry.history.at(-1)
  return last?.status === 'lost' && last.by === 'customer'
}

/** Beside the name: the customer cancelled, or stopped the e-mails. */
export function CustomerBadges({ enquiry }: { enquiry: Enquiry }) {
  return (
    <>
      {cancelledByCustomer(enquiry) && <Badge tone="danger">{CANCELLED_BY_CUSTOMER}</Badge>}
      {enquiry.mail_opt_out_at && <Badge tone="warning">{EMAILS_STOPPED}</Badge>}
    </>
  )
}

const sectionClass = 'mt-4 border-t border-slate-200 pt-4 dark:border-slate-800'
const headingClass = 'text-sm font-semibold text-slate-900 dark:text-white'

/** A step's name: a customer's Lost is their cancellation. */
const stepName = (status: EnquiryStatus, by: StatusEvent['by']) =>
  status === 'lost' && by === 'customer' ? 'Cancelled' : ENQUIRY_STATUS_LABELS[status]

/** Received, then each status change, oldest first; shown once the request has moved. */
export function StatusTimeline({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.history.length === 0) return null
  const steps = enquiry.history
  return (
    <section className={sectionClass}>
      <h3 id={`timeline-${enquiry.id}`} className={headingClass}>
        Timeline
      </h3>
      <ol className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-200">
        <li>
          Received, <time dateTime={enquiry.created_at}>{atSydneyTime(enquiry.created_at)}</time>
        </li>
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className="font-medium">{stepName(step.status, step.by)}</span>
            {step.by === 'customer' && ' by the customer'},{' '}
            <time dateTime={step.at}>{atSydneyTime(step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The messages and photos the customer added, oldest first, photos numbered on from the request's. */
export function CustomerUpdates({ enquiry }: { enquiry: Enquiry }) {
  const updates = enquiry.customer_updates
  if (updates.length === 0) return null
  const sentWith = enquiry.quote?.photos.length ?? 0
  const total = updates.reduce((sum, update) => sum + update.photos.length, sentWith)
  let numberFrom = sentWith + 1
  return (
    <section className={sectionClass}>
      <h3 id={`updates-${enquiry.id}`} className={headingClass}>
        Added by the customer
      </h3>
      <ol className="mt-2 space-y-3">
        {updates.map((update) => {
          const first = numberFrom
          numberFrom += update.photos.length
          return (
            <li key={update.id} className="rounded-lg bg-sky-50/70 p-3 text-sm dark:bg-sky-950/40">
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={update.created_at}>{atSydneyTime(update.created_at)}</time>
              </p>
              {update.text && (
                <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-900 dark:text-slate-100">
                  {update.text}
                </p>
              )}
              {update.photos.length > 0 && (
                <QuotePhotos
                  photos={update.photos}
                  name={enquiry.name}
                  numberFrom={first}
                  of={total}
                  listLabel="Photos added"
                />
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** Copies the request's status link, for a reply to the customer; none before status pages. */
export function CopyStatusLink({ enquiry }: { enquiry: Enquiry }) {
  if (!enquiry.status_key) return null
  const copy = async () => {
    const link = statusLink(location.origin, enquiry)!
    try {
      await navigator.clipboard.writeText(link)
      notify({
        title: 'Status link copied',
        description: `Paste it into a reply to ${enquiry.name}: it opens their request's page.`,
        variant: 'success',
      })
    } catch {
      notify({
        title: 'Status link not copied',
        description: `The browser did not allow it. The link is ${link}`,
        variant: 'destructive',
      })
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Copy aria-hidden className="size-4" />}
      onClick={() => void copy()}
    >
      Copy status link
    </Button>
  )
}
