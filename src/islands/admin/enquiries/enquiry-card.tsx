/**
 * One enquiry or quote request in the admin inbox: who, what, the job's details and private
 * photos of a request (whole, opening in a viewer), whether its e-mails went out, its status
 * (changed in place), its notes and a note form, and Delete.
 */
import { useEffect, useRef, useState } from 'react'
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  formatPreferredDate,
  isOpenStatus,
  TIME_WINDOW_LABELS,
  unsentMails,
  type Enquiry,
  type EnquiryMail,
  type EnquiryMailKind,
  type EnquiryStatus,
  type QuoteDetails,
} from '../../../domain/enquiry.ts'
import type { ImageVariant } from '../../../domain/media.ts'

import { mediaApiPath, useAuthorizedSrc } from '../../shared/review-picture.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Field, Select, TextArea } from '../../ui/field.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { Button } from '../../ui/button.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { PhotoThumbnail, PhotoViewer, ViewerImage } from '../../ui/photo-viewer.tsx'

const received = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

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
            mail.next_attempt_at ? ` at ${received.format(new Date(mail.next_attempt_at))}` : ''
          }.`
    case 'failed':
      return `Could not send ${what} after ${mail.attempts} attempts (${mail.last_error}). Reply to the customer yourself.`
  }
}

const termClass = 'font-medium text-slate-600 dark:text-slate-400'
const linkClass = 'text-brand-700 dark:text-brand-300 font-medium underline-offset-2 hover:underline'

interface Props {
  enquiry: Enquiry
  statusBusy: boolean
  noteBusy: boolean
  deleting: boolean
  onStatus: (status: EnquiryStatus) => void
  /** Resolves true once the note is saved (the form then clears). */
  onNote: (text: string) => Promise<boolean>
  onDelete: () => void
}

export function EnquiryCard({ enquiry, statusBusy, noteBusy, deleting, onStatus, onNote, onDelete }: Props) {
  const quote = enquiry.quote
  const statusId = `status-${enquiry.id}`
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-enquiry={enquiry.email}
    >
      <article aria-label={`${ENQUIRY_KIND_LABELS[enquiry.kind]} from ${enquiry.name}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold text-slate-900 dark:text-white">{enquiry.name}</h2>
              <Badge tone={enquiry.kind === 'quote' ? 'brand' : 'neutral'}>
                {ENQUIRY_KIND_LABELS[enquiry.kind]}
              </Badge>
              {quote?.emergency && <Badge tone="danger">Emergency</Badge>}
            </div>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Received{' '}
              <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time>
            </p>
          </div>
          <Field
            inline
            id={statusId}
            label={
              <>
                Status
                <span className="sr-only"> of this {enquiry.kind === 'quote' ? 'request' : 'enquiry'}</span>
              </>
            }
          >
            <Select
              tone={isOpenStatus(enquiry.status) ? 'warning' : 'success'}
              value={enquiry.status}
              disabled={statusBusy || deleting}
              data-status={enquiry.status}
              onChange={(event) => onStatus(event.target.value as EnquiryStatus)}
            >
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ENQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
            {statusBusy && <Spinner className="size-4" />}
          </Field>
        </div>

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

        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
          {enquiry.message}
        </p>

        {quote && quote.photos.length > 0 && <QuotePhotos photos={quote.photos} name={enquiry.name} />}

        <Notes enquiry={enquiry} busy={noteBusy} onNote={onNote} />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          {enquiry.status_changed_at && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {ENQUIRY_STATUS_LABELS[enquiry.status]} since{' '}
              <time dateTime={enquiry.status_changed_at}>
                {received.format(new Date(enquiry.status_changed_at))}
              </time>
            </p>
          )}
          <Button
            variant="danger-subtle"
            size="sm"
            className="ml-auto"
            disabled={deleting}
            onClick={onDelete}
          >
            Delete
          </Button>
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

/**
 * A request's photos, each whole at its own aspect, opening in the kit's viewer. They are private,
 * so fetched with the admin's token and shown from object URLs that go when they are no longer
 * shown (useAuthorizedSrc); nothing opens in a new tab.
 */
function QuotePhotos({ photos, name }: { photos: ImageVariant[][]; name: string }) {
  const [viewing, setViewing] = useState<number | null>(null)
  const [closedOn, setClosedOn] = useState<{ index: number } | null>(null)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const label = (index: number) => `Photo ${index + 1} from ${name}`
  const several = photos.length > 1

  // The viewer gives the focus back to the thumbnail that opened it a moment after it closes
  // (later on a busy machine); after Previous or Next the photo last seen is the one to come back
  // to, so the focus is put there for a few frames, until the viewer's own restore has run.
  // Each close is a new object, so closing twice on the same photo runs this again.
  useEffect(() => {
    if (closedOn === null) return
    const target = thumbnails.current[closedOn.index]
    let frames = 0
    let frame = 0
    const settle = () => {
      const active = document.activeElement
      // Only from where the viewer leaves it (the opener, or nowhere), never from where a person moved it.
      const leftByViewer = active === document.body || thumbnails.current.some((t) => t === active)
      if (active !== target && leftByViewer) target?.focus()
      if (++frames < 30) frame = requestAnimationFrame(settle)
    }
    frame = requestAnimationFrame(settle)
    return () => cancelAnimationFrame(frame)
  }, [closedOn])

  return (
    <>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label="Photos">
        {photos.map((variants, index) => (
          <li key={variants[0]?.url ?? index} className="max-w-full">
            <PrivatePhoto
              variants={variants}
              label={label(index)}
              onOpen={() => setViewing(index)}
              thumbnailRef={(element) => {
                thumbnails.current[index] = element
              }}
            />
          </li>
        ))}
      </ul>
      {viewing !== null && photos[viewing] && (
        <PhotoViewer
          open
          title={`Photo ${viewing + 1} of ${photos.length} from ${name}`}
          onClose={() => {
            setClosedOn({ index: viewing })
            setViewing(null)
          }}
          onPrevious={several ? () => setViewing((viewing + photos.length - 1) % photos.length) : undefined}
          onNext={several ? () => setViewing((viewing + 1) % photos.length) : undefined}
        >
          <FullPhoto key={viewing} variants={photos[viewing]} label={label(viewing)} />
        </PhotoViewer>
      )}
    </>
  )
}

const bySize = (variants: ImageVariant[]) => [...variants].sort((a, b) => a.width - b.width)

/** A request's photo as a thumbnail: the smallest stored size, whole. */
function PrivatePhoto({
  variants,
  label,
  onOpen,
  thumbnailRef,
}: {
  variants: ImageVariant[]
  label: string
  onOpen: () => void
  thumbnailRef: (element: HTMLButtonElement | null) => void
}) {
  const small = bySize(variants)[0]!
  const src = useAuthorizedSrc(mediaApiPath(small.url))
  const box = 'h-28 rounded-lg sm:h-36'
  const aspect = { aspectRatio: `${small.width} / ${small.height}` }
  if (src === null)
    return <div aria-hidden="true" className={`${box} bg-slate-200 dark:bg-slate-800`} style={aspect} />
  if (src === 'failed')
    return (
      <div
        className={`${box} flex items-center justify-center bg-slate-100 p-2 text-center text-xs dark:bg-slate-800`}
        style={aspect}
      >
        {label}: could not load
      </div>
    )
  return (
    <PhotoThumbnail
      ref={thumbnailRef}
      src={src}
      alt={label}
      width={small.width}
      height={small.height}
      onOpen={onOpen}
      className={box}
    />
  )
}

/** The photo in the viewer: the largest stored size up to 1600 pixels wide. */
function FullPhoto({ variants, label }: { variants: ImageVariant[]; label: string }) {
  const sorted = bySize(variants)
  const large = sorted.filter((variant) => variant.width <= 1600).pop() ?? sorted[0]!
  const src = useAuthorizedSrc(mediaApiPath(large.url))
  if (src === null) return <Spinner className="size-8 text-white" />
  if (src === 'failed') return <p className="text-white">{label}: could not load</p>
  return <ViewerImage src={src} alt={label} width={large.width} height={large.height} />
}

function Notes({
  enquiry,
  busy,
  onNote,
}: {
  enquiry: Enquiry
  busy: boolean
  onNote: (text: string) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const fieldId = `note-${enquiry.id}`
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" data-notes>
      {enquiry.notes.length > 0 && (
        <ol className="mb-3 space-y-2">
          {enquiry.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50/60 p-3 text-sm dark:bg-amber-950/40">
              <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {note.author},{' '}
                <time dateTime={note.created_at}>{received.format(new Date(note.created_at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (!text.trim() || busy) return
          void onNote(text).then((saved) => saved && setText(''))
        }}
      >
        <Field id={fieldId} label="Add a note" className="flex-1">
          <TextArea
            rows={2}
            value={text}
            maxLength={2000}
            placeholder="Called back, quoted $480, booked for Thursday..."
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" disabled={!text.trim()} pending={busy}>
          Save note
        </Button>
      </form>
    </div>
  )
}
