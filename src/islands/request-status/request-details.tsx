/** A request as its customer sees it: where it stands, the visit, its steps, and what they sent. */
import { useCallback, useEffect, useRef } from 'react'
import { formatBooking, formatSydneyTime } from '../../domain/booking.ts'
import { formatPreferredDate, TIME_WINDOW_LABELS } from '../../domain/calendar.ts'
import { ENQUIRY_SERVICE_LABELS } from '../../domain/enquiry.ts'
import type { CustomerRequest } from '../../domain/request-status.ts'
import { api } from '../../lib/api-client.ts'
import { PrivatePhotos } from '../shared/private-photos.tsx'
import { Badge } from '../ui/badge.tsx'
import { AddUpdateForm } from './add-update-form.tsx'
import { CancelRequest, StopEmails } from './request-actions.tsx'
import { cancelledByCustomer, statusLabel, stepLabel } from './request-status-format.ts'
import { Detail, PageTitle, Section, Typed, type Phone } from './request-status-parts.tsx'

interface Props {
  request: CustomerRequest
  link: string
  /** Opened from an e-mail's "stop e-mails" link: that offer comes first. */
  stopOffer: boolean
  phone: Phone
}

export function RequestDetails({ request, link, stopOffer, phone }: Props) {
  const loadPhoto = useCallback((path: string) => api.requestStatus.photo(link, path), [link])
  const { booking, job } = request
  const cancelled = cancelledByCustomer(request)
  const cancelledBefore = useRef(cancelled)
  const cancelledNotice = useRef<HTMLParagraphElement>(null)
  // Cancelled just now: the form and the button are gone, so the focus goes to the line that says so.
  useEffect(() => {
    if (cancelled && !cancelledBefore.current) cancelledNotice.current?.focus()
    cancelledBefore.current = cancelled
  }, [cancelled])
  return (
    <div className="max-w-3xl">
      <PageTitle>Your request {request.reference}</PageTitle>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        Status: <Badge tone={request.open ? 'brand' : 'neutral'}>{statusLabel(request)}</Badge>
      </p>
      {cancelled && (
        <p
          ref={cancelledNotice}
          tabIndex={-1}
          role="status"
          className="mt-3 text-slate-700 focus:outline-hidden dark:text-slate-300"
        >
          You cancelled this request. If you change your mind, call us on{' '}
          <a href={phone.href} className="text-brand-700 dark:text-brand-300 font-semibold underline">
            {phone.display}
          </a>{' '}
          or send us a new request.
        </p>
      )}
      {stopOffer && <StopEmails link={link} request={request} prominent />}

      {booking && (
        <Section id="request-visit" title="Your visit">
          <p className="mt-2 text-slate-900 dark:text-slate-100">
            <span className={booking.cancelled ? 'line-through' : undefined}>{formatBooking(booking)}</span>{' '}
            (Sydney time)
          </p>
          {booking.cancelled && (
            <p className="mt-2">
              <Badge tone="danger">Cancelled</Badge>
            </p>
          )}
        </Section>
      )}

      <Section id="request-timeline" title="Timeline">
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {request.timeline.map((step, index) => (
            <li key={index}>
              <p className="font-medium text-slate-900 dark:text-white">{stepLabel(step)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={step.at}>{formatSydneyTime(step.at)}</time> (Sydney time)
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="request-sent" title="What you sent">
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {request.service && <Detail label="Service">{ENQUIRY_SERVICE_LABELS[request.service]}</Detail>}
          {job && (
            <>
              <Detail label="Suburb">{job.suburb}</Detail>
              <Detail label="Address">{job.address}</Detail>
              {job.preferred_dates.length > 0 && (
                <Detail label="Preferred dates">
                  {job.preferred_dates.map(formatPreferredDate).join('; ')}
                </Detail>
              )}
              <Detail label="Time of day">{TIME_WINDOW_LABELS[job.time_window]}</Detail>
              <Detail label="Emergency">{job.emergency ? 'Yes' : 'No'}</Detail>
            </>
          )}
          <Detail label={job ? 'The job' : 'Your message'}>
            <Typed text={request.message} />
          </Detail>
        </dl>
        {request.photos.length > 0 && (
          <PrivatePhotos
            photos={request.photos}
            load={loadPhoto}
            listLabel="Your photos"
            label={(index) => `Your photo ${index + 1}`}
            title={(index, count) => `Your photo ${index + 1} of ${count}`}
          />
        )}
      </Section>

      {request.updates.length > 0 && (
        <Section id="request-added" title="What you added">
          <ol className="mt-3 space-y-4">
            {request.updates.map((update) => (
              <li key={update.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={update.created_at}>{formatSydneyTime(update.created_at)}</time> (Sydney
                  time)
                </p>
                {update.text && (
                  <div className="mt-2">
                    <Typed text={update.text} />
                  </div>
                )}
                {update.photos.length > 0 && (
                  <PrivatePhotos
                    photos={update.photos}
                    load={loadPhoto}
                    listLabel="Photos you added"
                    label={(index) => `Photo ${index + 1} you added`}
                    title={(index, count) => `Photo ${index + 1} of ${count} you added`}
                  />
                )}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {request.open && (
        <>
          <Section id="request-add" title="Add a message or photos">
            <AddUpdateForm link={link} photoRoom={request.photo_room} />
          </Section>
          <Section id="request-cancel" title="No longer needed?">
            <CancelRequest link={link} reference={request.reference} />
          </Section>
        </>
      )}

      {!stopOffer && <StopEmails link={link} request={request} />}

      {request.link_expires_at && (
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
          This page stops working on {formatSydneyTime(request.link_expires_at)} (Sydney time).
        </p>
      )}
    </div>
  )
}
