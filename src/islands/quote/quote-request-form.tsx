/**
 * /request-a-quote ('Schedule Service', 'Book Appointment'): the job request form. Checked in
 * the browser with the schema the API uses (the same messages), sent to POST
 * /api/enquiries/quote-requests with the addresses of the photos uploaded meanwhile, and
 * answered with a confirmation in place of the form. Choosing "emergency" shows the 24/7
 * number at once: a call is faster than any form. A failure keeps everything and says why.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import {
  HONEYPOT_FIELD,
  MAX_PREFERRED_DATES,
  MAX_QUOTE_PHOTOS,
  NewQuoteRequestSchema,
  OTHER_SUBURB,
  SERVICE_PLACEHOLDER,
  TIME_WINDOW_LABELS,
  TIME_WINDOWS,
  type NewQuoteRequest,
} from '../../domain/enquiry.ts'
import { api, describeApiError, fieldError } from '../../lib/api-client.ts'
import { IslandRoot } from '../island-root.tsx'
import {
  FieldError,
  HoneypotField,
  inputClass,
  NoScriptCallUs,
  PrivacyLine,
  RequiredFieldsNote,
} from '../shared/form-parts.tsx'
import { fieldErrors } from '../shared/field-errors.ts'
import { QuotePhotoList, useQuotePhotos } from './quote-photos.tsx'
import { Spinner } from '../ui/spinner.tsx'

interface Props {
  services: readonly { value: string; label: string }[]
  areas: readonly string[]
  phone: { display: string; href: string }
}

const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'service',
  'area',
  'other_suburb',
  'address',
  'description',
] as const
type TextField = (typeof TEXT_FIELDS)[number]
type FieldName = TextField | 'preferred_dates' | 'time_window' | 'emergency' | 'photos'
type Values = Record<TextField | typeof HONEYPOT_FIELD, string> & {
  dates: string[]
  time_window: string
  emergency: 'no' | 'yes'
}
type Errors = Partial<Record<FieldName, string>>

/** The order errors are looked at in, top to bottom, to focus the first. */
const FIELD_ORDER: FieldName[] = [
  'name',
  'phone',
  'email',
  'service',
  'area',
  'other_suburb',
  'address',
  'preferred_dates',
  'time_window',
  'emergency',
  'description',
  'photos',
]

const EMPTY: Values = {
  name: '',
  phone: '',
  email: '',
  service: '',
  area: '',
  other_suburb: '',
  address: '',
  description: '',
  [HONEYPOT_FIELD]: '',
  dates: Array.from({ length: MAX_PREFERRED_DATES }, () => ''),
  time_window: 'any',
  emergency: 'no',
}

const inputId = (field: string) => `quote-${field}`
const errorId = (field: FieldName) => `quote-${field}-error`

function toRequest(values: Values, photos: string[]): NewQuoteRequest {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    service: values.service as NewQuoteRequest['service'],
    area: values.area as NewQuoteRequest['area'],
    other_suburb: values.area === OTHER_SUBURB ? values.other_suburb : '',
    address: values.address,
    preferred_dates: values.dates.filter(Boolean),
    time_window: values.time_window as NewQuoteRequest['time_window'],
    emergency: values.emergency === 'yes',
    description: values.description,
    photos,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  }
}

/** The first message per field, as the schema gives them. */
function validate(values: Values): Errors {
  const parsed = NewQuoteRequestSchema.safeParse(toRequest(values, []))
  return parsed.success ? {} : fieldErrors(parsed.error, FIELD_ORDER)
}

/** Today in the visitor's time zone, as a date field's value: no date before it can be chosen. */
function today(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export default function QuoteRequestForm(props: Props) {
  return (
    <IslandRoot>
      <RequestForm {...props} />
    </IslandRoot>
  )
}

function RequestForm({ services, areas, phone }: Props) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [hydrated, setHydrated] = useState(false)
  const [sentTo, setSentTo] = useState<{ name: string; emergency: boolean } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const photos = useQuotePhotos()

  const send = useMutation({
    mutationFn: (request: NewQuoteRequest) => api.enquiries.requestQuote(request),
    onSuccess: (_received, request) => {
      setSentTo({ name: request.name.trim(), emergency: request.emergency === true })
      setValues(EMPTY)
      setErrors({})
      photos.clear()
    },
    onError: (error) => {
      const fromServer: Errors = {}
      for (const field of FIELD_ORDER) {
        const message = fieldError(error, field)
        if (message) fromServer[field] = message
      }
      setErrors({ ...fromServer, photos: fromServer.photos ?? fieldError(error, 'image_url') })
    },
  })

  useEffect(() => {
    setHydrated(true)
    const form = formRef.current
    if (!form) return
    // Keep anything typed or chosen before the island took over the pre-rendered form.
    const typed = { ...EMPTY }
    for (const field of [...TEXT_FIELDS, HONEYPOT_FIELD] as const) {
      typed[field] = (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? ''
    }
    const chosen = (name: string) => (form.elements.namedItem(name) as RadioNodeList | null)?.value
    typed.emergency = chosen('emergency') === 'yes' ? 'yes' : 'no'
    typed.time_window = chosen('time_window') || EMPTY.time_window
    typed.dates = EMPTY.dates.map(
      (_, index) => form.querySelector<HTMLInputElement>(`#${inputId(`date-${index + 1}`)}`)?.value ?? '',
    )
    const service = new URLSearchParams(location.search).get('service')
    if (!typed.service && services.some((option) => option.value === service)) typed.service = service!
    setValues(typed)
  }, [services])

  useEffect(() => {
    if (sentTo) doneRef.current?.focus()
  }, [sentTo])

  // From the current state, not this render's: a tap held while the form woke is replayed
  // right after the typed values are taken over, before a new render.
  const update = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }))

  // A field showing an error follows the typing, so the error clears once it is fixed.
  useEffect(() => {
    setErrors((current) => {
      const fields = Object.keys(current) as FieldName[]
      if (fields.length === 0) return current
      const found = validate(values)
      return Object.fromEntries(fields.map((field) => [field, found[field]])) as Errors
    })
  }, [values])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    const found = validate(values)
    if (photos.uploading) found.photos = 'Please wait until the photos have finished uploading.'
    else if (photos.photos.some((photo) => photo.state === 'failed')) {
      found.photos = 'Remove the photos that could not be uploaded, or try them again.'
    }
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    send.mutate(toRequest(values, photos.urls))
  }

  if (sentTo) {
    return (
      <section
        className="rounded-3xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8 dark:border-emerald-900 dark:bg-emerald-950"
        aria-labelledby="quote-sent-heading"
      >
        <h2
          id="quote-sent-heading"
          ref={doneRef}
          tabIndex={-1}
          className="text-2xl font-bold text-emerald-950 dark:text-emerald-50"
        >
          Request sent
        </h2>
        <p className="mt-2 text-emerald-900 dark:text-emerald-100">
          Thanks, {sentTo.name}. We will call you within one business day to talk it through and arrange a
          time. A confirmation is on its way to your inbox.
        </p>
        {sentTo.emergency && (
          <p className="mt-3 font-semibold text-emerald-950 dark:text-emerald-50">
            For an emergency, please also call us now on{' '}
            <a href={phone.href} className="underline">
              {phone.display}
            </a>
            , 24/7.
          </p>
        )}
        <button type="button" className="btn btn-outline mt-6" onClick={() => setSentTo(null)}>
          Send another request
        </button>
      </section>
    )
  }

  const describedBy = (field: FieldName, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined
  const control = (field: TextField) => ({
    id: inputId(field),
    name: field,
    'data-field': field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    className: inputClass(Boolean(errors[field])),
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  })
  const error = (field: FieldName) =>
    errors[field] ? <FieldError id={errorId(field)}>{errors[field]}</FieldError> : null

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a quote"
      className="space-y-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <RequiredFieldsNote />
      <NoScriptCallUs phone={phone} />

      <Group title="Is this an emergency?">
        <div className="flex flex-wrap gap-3" role="radiogroup" aria-label="Is this an emergency?">
          {(['no', 'yes'] as const).map((choice) => (
            <label key={choice} className={choiceClass}>
              <input
                type="radio"
                name="emergency"
                value={choice}
                data-field={choice === 'no' ? 'emergency' : undefined}
                checked={values.emergency === choice}
                onChange={() => update({ emergency: choice })}
                className="accent-brand-700"
              />
              {choice === 'no' ? 'No, it can wait for a booking' : 'Yes, it is urgent'}
            </label>
          ))}
        </div>
        <div aria-live="polite">
          {values.emergency === 'yes' && (
            <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              <strong>Call us now on </strong>
              <a href={phone.href} className="text-lg font-bold underline">
                {phone.display}
              </a>
              <strong>: we answer 24/7.</strong> A call reaches someone at once; you can still send this form
              so we have the details.
            </p>
          )}
        </div>
      </Group>

      <Group title="Your details">
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Name" field="name" required>
            <input {...control('name')} type="text" autoComplete="name" required />
            {error('name')}
          </Field>
          <Field label="Phone" field="phone" required>
            <input {...control('phone')} type="tel" autoComplete="tel" required />
            {error('phone')}
          </Field>
          <Field label="Email" field="email" required>
            <input {...control('email')} type="email" autoComplete="email" required />
            {error('email')}
          </Field>
        </div>
      </Group>

      <Group title="The job">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Service" field="service" required>
            <select {...control('service')} required>
              <option value="">{SERVICE_PLACEHOLDER}</option>
              {services.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error('service')}
          </Field>
          <Field label="Suburb or area" field="area" required>
            <select {...control('area')} required>
              <option value="">Select your area</option>
              {areas.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
              <option value={OTHER_SUBURB}>Another suburb</option>
            </select>
            {error('area')}
          </Field>
          {values.area === OTHER_SUBURB && (
            <Field label="Your suburb" field="other_suburb" required>
              <input
                {...control('other_suburb')}
                aria-describedby={describedBy('other_suburb', 'quote-coverage-note')}
                type="text"
                autoComplete="address-level2"
              />
              <p id="quote-coverage-note" className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
                We work mostly in our twelve service areas. Tell us your suburb and we will let you know
                whether we can come, or who can.
              </p>
              {error('other_suburb')}
            </Field>
          )}
          <Field label="Address of the job" field="address" required wide={values.area !== OTHER_SUBURB}>
            <input {...control('address')} type="text" autoComplete="street-address" required />
            {error('address')}
          </Field>
          <Field label="What needs doing?" field="description" required wide>
            <textarea
              {...control('description')}
              rows={5}
              required
              placeholder="What is wrong or what you would like done, and anything we should know about access."
            />
            {error('description')}
          </Field>
        </div>
      </Group>

      <Group title="When suits you">
        <fieldset>
          <legend className={labelClass}>Preferred dates (up to {MAX_PREFERRED_DATES}, optional)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {values.dates.map((date, index) => (
              <div key={index}>
                <label htmlFor={inputId(`date-${index + 1}`)} className="sr-only">
                  Preferred date {index + 1}
                </label>
                <input
                  id={inputId(`date-${index + 1}`)}
                  data-field={index === 0 ? 'preferred_dates' : undefined}
                  type="date"
                  min={hydrated ? today() : undefined}
                  value={date}
                  aria-describedby={describedBy('preferred_dates')}
                  className={inputClass(Boolean(errors.preferred_dates))}
                  onChange={(event) =>
                    update({
                      dates: values.dates.map((old, at) => (at === index ? event.target.value : old)),
                    })
                  }
                />
              </div>
            ))}
          </div>
          {error('preferred_dates')}
        </fieldset>
        <fieldset className="mt-5">
          <legend className={labelClass}>Time of day</legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {TIME_WINDOWS.map((window) => (
              <label key={window} className={choiceClass}>
                <input
                  type="radio"
                  name="time_window"
                  value={window}
                  checked={values.time_window === window}
                  onChange={() => update({ time_window: window })}
                  className="accent-brand-700"
                />
                {TIME_WINDOW_LABELS[window]}
              </label>
            ))}
          </div>
        </fieldset>
      </Group>

      <Group title="Photos (optional)">
        <p id="quote-photos-hint" className="text-sm text-slate-600 dark:text-slate-300">
          Up to {MAX_QUOTE_PHOTOS} photos of the problem or the space help us quote. Only our staff can see
          them.
        </p>
        <label htmlFor={inputId('photos')} className="btn btn-outline mt-3 cursor-pointer">
          Add photos
        </label>
        <input
          id={inputId('photos')}
          data-field="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          multiple
          disabled={!hydrated || photos.photos.length >= MAX_QUOTE_PHOTOS}
          aria-describedby={describedBy('photos', 'quote-photos-hint')}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            const refused = photos.add(files)
            setErrors((current) => ({ ...current, photos: refused ?? undefined }))
          }}
        />
        <QuotePhotoList photos={photos.photos} onRemove={photos.remove} />
        {error('photos')}
      </Group>

      <HoneypotField
        id={inputId(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        value={values[HONEYPOT_FIELD]}
        onChange={(value) => update({ [HONEYPOT_FIELD]: value })}
      />

      {send.isError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Request not sent: {describeApiError(send.error)}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyLine use="We use your details and photos only for this job." />
        <button
          type="submit"
          disabled={!hydrated || send.isPending}
          className="btn btn-primary px-6 py-3 text-base"
        >
          {send.isPending && <Spinner />}
          {send.isPending ? 'Sending...' : 'Send Request'}
        </button>
      </div>
    </form>
  )
}

const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200'
const choiceClass =
  'has-checked:border-brand-600 has-checked:bg-brand-50 dark:has-checked:bg-brand-950 flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100'

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  )
}

function Field({
  label,
  field,
  required = false,
  wide = false,
  children,
}: {
  label: string
  field: TextField
  required?: boolean
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={inputId(field)} className={labelClass}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      {children}
    </div>
  )
}
