/**
 * /request-a-quote ('Schedule Service', 'Book Appointment'): the job request form. Checked in
 * the browser with the schema the API uses (the same messages), sent to POST
 * /api/enquiries/quote-requests with the addresses of the photos uploaded meanwhile, and
 * answered with a confirmation in place of the form. Choosing "emergency" shows the 24/7
 * number at once: a call is faster than any form. A failure keeps everything and says why.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldError as FormFieldError, type Resolver } from 'react-hook-form'
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
import { HoneypotField, NoScriptCallUs, PrivacyLine, RequiredFieldsNote } from '../ui/form-parts.tsx'
import { fieldErrors } from '../shared/field-errors.ts'
import { Button, buttonClass } from '../ui/button.tsx'
import { Field, FieldError, Input, Legend, Select, TextArea } from '../ui/field.tsx'
import { QuotePhotoList, useQuotePhotos } from './quote-photos.tsx'

interface Props {
  services: readonly { value: string; label: string }[]
  areas: readonly string[]
  phone: { display: string; href: string }
}

type TextField = 'name' | 'phone' | 'email' | 'service' | 'area' | 'other_suburb' | 'address' | 'description'
type FieldName = TextField | 'preferred_dates' | 'time_window' | 'emergency' | 'photos'
type Values = Record<TextField | typeof HONEYPOT_FIELD, string> & {
  dates: string[]
  time_window: string
  emergency: 'no' | 'yes'
}

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

/**
 * The shared schema, over the request the form would send: the first message per field, the
 * preferred dates' under the dates. (Photos are checked apart: they upload as they are added.)
 */
const resolver: Resolver<Values> = (values) => {
  const parsed = NewQuoteRequestSchema.safeParse(toRequest(values, []))
  if (parsed.success) return { values, errors: {} }
  const found = fieldErrors(parsed.error, FIELD_ORDER)
  const errors: Record<string, FormFieldError> = {}
  for (const [field, message] of Object.entries(found)) {
    errors[field === 'preferred_dates' ? 'dates' : field] = { type: 'schema', message }
  }
  return { values: {}, errors }
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
  const [hydrated, setHydrated] = useState(false)
  const [photosError, setPhotosError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<{ name: string; emergency: boolean } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const photos = useQuotePhotos()
  // Only the two choices have defaults, and are controlled (as radios must be for a tap held
  // while the island woke and replayed once it runs); the text fields are registered without
  // defaults, so they keep whatever was typed before the island took over the pre-rendered form.
  const form = useForm<Values>({
    resolver,
    defaultValues: { time_window: EMPTY.time_window, emergency: EMPTY.emergency },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const errors = form.formState.errors
  const area = form.watch('area')
  const emergency = form.watch('emergency')
  const timeWindow = form.watch('time_window')

  const send = useMutation({
    mutationFn: (request: NewQuoteRequest) => api.enquiries.requestQuote(request),
    onSuccess: (_received, request) => {
      form.reset(EMPTY)
      setPhotosError(undefined)
      photos.clear()
      setSentTo({ name: request.name.trim(), emergency: request.emergency === true })
    },
    onError: (error) => {
      for (const field of FIELD_ORDER) {
        const message = fieldError(error, field)
        if (message && field !== 'photos')
          form.setError(field === 'preferred_dates' ? 'dates' : field, { message })
      }
      setPhotosError(fieldError(error, 'photos') ?? fieldError(error, 'image_url'))
    },
  })

  useEffect(() => {
    setHydrated(true)
    const element = formRef.current
    const chosen = (name: string) => (element?.elements.namedItem(name) as RadioNodeList | null)?.value
    if (chosen('emergency') === 'yes') form.setValue('emergency', 'yes')
    const slot = chosen('time_window')
    if (slot) form.setValue('time_window', slot)
    const service = new URLSearchParams(location.search).get('service')
    if (!form.getValues('service') && services.some((option) => option.value === service))
      form.setValue('service', service!)
  }, [services, form])

  useEffect(() => {
    if (sentTo) doneRef.current?.focus()
  }, [sentTo])

  /** Puts the cursor in the first field to fix, top to bottom. */
  const focusFirst = (problems: Partial<Record<FieldName, unknown>>) => {
    const first = FIELD_ORDER.find((field) => problems[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }

  const photoProblem = () =>
    photos.uploading
      ? 'Please wait until the photos have finished uploading.'
      : photos.photos.some((photo) => photo.state === 'failed')
        ? 'Remove the photos that could not be uploaded, or try them again.'
        : undefined

  const onSubmit = form.handleSubmit(
    (values) => {
      if (send.isPending) return
      const problem = photoProblem()
      setPhotosError(problem)
      if (problem) return focusFirst({ photos: problem })
      send.mutate(toRequest(values, photos.urls))
    },
    (invalid) => {
      const problem = photoProblem()
      setPhotosError(problem)
      const { dates, ...rest } = invalid
      focusFirst({ ...rest, preferred_dates: dates, photos: problem })
    },
  )

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
        <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
          Send another request
        </Button>
      </section>
    )
  }

  const field = (name: TextField) => ({
    ...form.register(name),
    'data-field': name,
  })
  const fieldProps = (name: TextField) => ({ id: inputId(name), error: errors[name]?.message })

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
                checked={emergency === choice}
                onChange={() => form.setValue('emergency', choice)}
                className="accent-brand-700"
              />
              {choice === 'no' ? 'No, it can wait for a booking' : 'Yes, it is urgent'}
            </label>
          ))}
        </div>
        <div aria-live="polite">
          {emergency === 'yes' && (
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
          <Field label="Name" {...fieldProps('name')} required>
            <Input {...field('name')} type="text" autoComplete="name" required />
          </Field>
          <Field label="Phone" {...fieldProps('phone')} required>
            <Input {...field('phone')} type="tel" autoComplete="tel" required />
          </Field>
          <Field label="Email" {...fieldProps('email')} required>
            <Input {...field('email')} type="email" autoComplete="email" required />
          </Field>
        </div>
      </Group>

      <Group title="The job">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Service" {...fieldProps('service')} required>
            <Select {...field('service')} required>
              <option value="">{SERVICE_PLACEHOLDER}</option>
              {services.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Suburb or area" {...fieldProps('area')} required>
            <Select {...field('area')} required>
              <option value="">Select your area</option>
              {areas.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={OTHER_SUBURB}>Another suburb</option>
            </Select>
          </Field>
          {area === OTHER_SUBURB && (
            <Field
              label="Your suburb"
              {...fieldProps('other_suburb')}
              required
              hint="We work mostly in our twelve service areas. Tell us your suburb and we will let you know whether we can come, or who can."
            >
              <Input {...field('other_suburb')} type="text" autoComplete="address-level2" />
            </Field>
          )}
          <Field
            label="Address of the job"
            {...fieldProps('address')}
            required
            className={area !== OTHER_SUBURB ? 'sm:col-span-2' : undefined}
          >
            <Input {...field('address')} type="text" autoComplete="street-address" required />
          </Field>
          <Field label="What needs doing?" {...fieldProps('description')} required className="sm:col-span-2">
            <TextArea
              {...field('description')}
              rows={5}
              required
              placeholder="What is wrong or what you would like done, and anything we should know about access."
            />
          </Field>
        </div>
      </Group>

      <Group title="When suits you">
        <fieldset>
          <Legend>Preferred dates (up to {MAX_PREFERRED_DATES}, optional)</Legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {EMPTY.dates.map((_, index) => (
              <div key={index}>
                <label htmlFor={inputId(`date-${index + 1}`)} className="sr-only">
                  Preferred date {index + 1}
                </label>
                <Input
                  id={inputId(`date-${index + 1}`)}
                  data-field={index === 0 ? 'preferred_dates' : undefined}
                  type="date"
                  min={hydrated ? today() : undefined}
                  aria-invalid={errors.dates ? true : undefined}
                  aria-describedby={errors.dates ? inputId('preferred_dates-error') : undefined}
                  {...form.register(`dates.${index}`)}
                />
              </div>
            ))}
          </div>
          {errors.dates?.message && (
            <FieldError id={inputId('preferred_dates-error')}>{errors.dates.message}</FieldError>
          )}
        </fieldset>
        <fieldset className="mt-5">
          <Legend>Time of day</Legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {TIME_WINDOWS.map((window) => (
              <label key={window} className={choiceClass}>
                <input
                  type="radio"
                  name="time_window"
                  value={window}
                  checked={timeWindow === window}
                  onChange={() => form.setValue('time_window', window)}
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
          Add up to {MAX_QUOTE_PHOTOS} photos of the problem or the space: they help us quote. Only our staff
          can see them.
        </p>
        <label htmlFor={inputId('photos')} className={buttonClass('secondary', 'md', 'mt-3 cursor-pointer')}>
          Add photos
        </label>
        {/* The kit draws no file input: this one is hidden, and the button-like label above opens it. */}
        <input
          id={inputId('photos')}
          data-field="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          multiple
          disabled={!hydrated || photos.photos.length >= MAX_QUOTE_PHOTOS}
          aria-describedby={photosError ? 'quote-photos-hint quote-photos-error' : 'quote-photos-hint'}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            setPhotosError(photos.add(files) ?? undefined)
          }}
        />
        <QuotePhotoList photos={photos.photos} onRemove={photos.remove} />
        {photosError && <FieldError id="quote-photos-error">{photosError}</FieldError>}
      </Group>

      <HoneypotField id={inputId(HONEYPOT_FIELD)} {...form.register(HONEYPOT_FIELD)} />

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
        <Button type="submit" size="lg" disabled={!hydrated} pending={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Request'}
        </Button>
      </div>
    </form>
  )
}

// The kit draws no radio group: each choice is the browser's own radio in a labelled tile,
// which works before the island wakes (docs/decisions/035-the-kit-draws-every-control.md).
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
