/**
 * /request-a-quote ('Schedule Service', 'Book Appointment'): the job request form. Checked in
 * the browser with the schema the API uses (the same messages), sent to POST
 * /api/enquiries/quote-requests with the addresses of the photos uploaded meanwhile, and
 * answered with a confirmation in place of the form. Choosing "emergency" shows the 24/7
 * number at once: a call is faster than any form. A failure keeps everything and says why.
 */
import { useEffect, useState } from 'react'
import { HONEYPOT_FIELD, MAX_PREFERRED_DATES, MAX_QUOTE_PHOTOS, OTHER_SUBURB } from '../../domain/enquiry.ts'
import { TIME_WINDOW_LABELS, TIME_WINDOWS } from '../../domain/calendar.ts'
import { api } from '../../lib/api-client.ts'
import { withIslandRoot } from '../island-root.tsx'
import { sydneyDate } from '../../domain/booking.ts'
import { Button } from '../ui/button.tsx'
import { Field, FieldError, Input, Legend, Options, Select, TextArea } from '../ui/field.tsx'
import { fieldRefusal, useApiForm } from '../ui/form/use-api-form.ts'
import { useSubmissionId } from '../ui/form/use-submission-id.ts'
import { Form } from '../ui/form/form.tsx'
import {
  HoneypotField,
  NoScriptCallUs,
  PrivacyLine,
  RequiredFieldsNote,
  ServiceOptions,
} from '../ui/form-parts.tsx'
import { PhotoAttachments, photosProblem } from '../photos/photo-attachments.tsx'
import { EMPTY_QUOTE_FORM, QuoteFormSchema, toQuoteRequest } from './quote-form-model.ts'
import { Choice, Group, QuoteSent, type SentRequest } from './quote-form-parts.tsx'

interface Props {
  services: readonly { value: string; label: string }[]
  areas: readonly string[]
  phone: { display: string; href: string }
}

const inputId = (field: string) => `quote-${field}`
const DATES_ERROR_ID = inputId('preferred_dates-error')

export default withIslandRoot(RequestForm)

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
  .concat(['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'])
  .concat(['nineteen', 'twenty'])
const countInWords = (count: number) => NUMBER_WORDS[count] ?? String(count)

function RequestForm({ services, areas, phone }: Props) {
  const [hydrated, setHydrated] = useState(false)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const submission = useSubmissionId()
  // Only the two choices and the photos have defaults; the choices are controlled (as radios must
  // be for a tap held while the island woke and replayed once it runs). The text fields have no
  // defaults, so they keep whatever was typed before the island took over the pre-rendered form.
  const { form, formProps, pending, formError } = useApiForm({
    schema: QuoteFormSchema,
    send: 'typed',
    defaultValues: {
      time_window: EMPTY_QUOTE_FORM.time_window,
      emergency: EMPTY_QUOTE_FORM.emergency,
      photos: [],
    },
    fieldNames: { preferred_dates: 'dates', image_url: 'photos' },
    mutationFn: (values) => {
      const problem = photosProblem(values.photos)
      if (problem) throw fieldRefusal('photos', problem)
      const request = toQuoteRequest(values)
      return api.enquiries.requestQuote({ ...request, submission_id: submission.for(request) })
    },
    // The form says why itself, by the field or in its own words below.
    meta: { errorToast: false },
    resetOnSuccess: EMPTY_QUOTE_FORM,
    onSuccess: (_received, values) => {
      submission.received()
      setSent({ name: values.name.trim(), emergency: values.emergency === 'yes' })
    },
    // The photos' state is no rule of the schema: said with the fields' messages, not after them.
    onInvalid: () => {
      const problem = photosProblem(form.getValues('photos'))
      if (problem) form.setError('photos', { message: problem })
    },
  })
  const errors = form.formState.errors
  const [area, emergency, timeWindow] = form.watch(['area', 'emergency', 'time_window'])
  const datesError = errors.dates?.message ?? errors.dates?.find?.(Boolean)?.message

  useEffect(() => {
    setHydrated(true)
    const chosen = (name: string) =>
      (formProps.ref.current?.elements.namedItem(name) as RadioNodeList | null)?.value
    if (chosen('emergency') === 'yes') form.setValue('emergency', 'yes')
    const slot = chosen('time_window')
    if (slot) form.setValue('time_window', slot)
    const service = new URLSearchParams(location.search).get('service')
    if (!form.getValues('service') && services.some((option) => option.value === service))
      form.setValue('service', service!)
  }, [services, form, formProps.ref])

  if (sent) return <QuoteSent sent={sent} phone={phone} onAnother={() => setSent(null)} />

  // Bound by name inside <Form> (its control registered, its error shown); the union keeps the
  // names checked.
  const field = (
    name: 'name' | 'phone' | 'email' | 'service' | 'area' | 'other_suburb' | 'address' | 'description',
  ) => ({ name, id: inputId(name) })

  return (
    <Form
      form={form}
      {...formProps}
      aria-label="Request a quote"
      className="space-y-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <RequiredFieldsNote />
      <NoScriptCallUs phone={phone} />

      <Group title="Is this an emergency?">
        <div className="flex flex-wrap gap-3" role="radiogroup" aria-label="Is this an emergency?">
          {(['no', 'yes'] as const).map((choice) => (
            <Choice
              key={choice}
              name="emergency"
              value={choice}
              checked={emergency === choice}
              onChoose={() => form.setValue('emergency', choice)}
            >
              {choice === 'no' ? 'No, it can wait for a booking' : 'Yes, it is urgent'}
            </Choice>
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
          <Field label="Name" {...field('name')} required>
            <Input type="text" autoComplete="name" required />
          </Field>
          <Field label="Phone" {...field('phone')} required>
            <Input type="tel" autoComplete="tel" required />
          </Field>
          <Field label="Email" {...field('email')} required>
            <Input type="email" autoComplete="email" required />
          </Field>
        </div>
      </Group>

      <Group title="The job">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Service" {...field('service')} required>
            <Select required>
              <ServiceOptions services={services} />
            </Select>
          </Field>
          <Field label="Suburb or area" {...field('area')} required>
            <Select required>
              <option value="">Select your area</option>
              <Options options={areas} />
              <option value={OTHER_SUBURB}>Another suburb</option>
            </Select>
          </Field>
          {area === OTHER_SUBURB && (
            <Field
              label="Your suburb"
              {...field('other_suburb')}
              required
              hint={`We work mostly in our ${countInWords(areas.length)} service areas. Tell us your suburb and we will let you know whether we can come, or who can.`}
            >
              <Input type="text" autoComplete="address-level2" />
            </Field>
          )}
          <Field
            label="Address of the job"
            {...field('address')}
            required
            className={area !== OTHER_SUBURB ? 'sm:col-span-2' : undefined}
          >
            <Input type="text" autoComplete="street-address" required />
          </Field>
          <Field label="What needs doing?" {...field('description')} required className="sm:col-span-2">
            <TextArea
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
            {EMPTY_QUOTE_FORM.dates.map((_, index) => (
              <div key={index}>
                <label htmlFor={inputId(`date-${index + 1}`)} className="sr-only">
                  Preferred date {index + 1}
                </label>
                <Input
                  id={inputId(`date-${index + 1}`)}
                  type="date"
                  min={hydrated ? sydneyDate(new Date()) : undefined}
                  aria-invalid={datesError ? true : undefined}
                  aria-describedby={datesError ? DATES_ERROR_ID : undefined}
                  {...form.register(`dates.${index}`)}
                />
              </div>
            ))}
          </div>
          {datesError && <FieldError id={DATES_ERROR_ID}>{datesError}</FieldError>}
        </fieldset>
        <fieldset className="mt-5">
          <Legend>Time of day</Legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {TIME_WINDOWS.map((window) => (
              <Choice
                key={window}
                name="time_window"
                value={window}
                checked={timeWindow === window}
                onChoose={() => form.setValue('time_window', window)}
              >
                {TIME_WINDOW_LABELS[window]}
              </Choice>
            ))}
          </div>
        </fieldset>
      </Group>

      <Group title="Photos (optional)">
        <PhotoAttachments
          form={form}
          disabled={!hydrated}
          max={MAX_QUOTE_PHOTOS}
          id="quote-photos"
          hint={`Add up to ${MAX_QUOTE_PHOTOS} photos of the problem or the space: they help us quote. Only our staff can see them.`}
        />
      </Group>

      <HoneypotField id={inputId(HONEYPOT_FIELD)} {...form.register(HONEYPOT_FIELD)} />

      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Request not sent: {formError}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyLine use="We use your details and photos only for this job, and to e-mail you about it (each e-mail lets you stop them)." />
        {/* Not disabled before the island runs: a tap on it wakes the island and is replayed then
            (client:interaction), where a disabled button would drop it. */}
        <Button type="submit" size="lg" pending={pending} className="shrink-0">
          {pending ? 'Sending...' : 'Send Request'}
        </Button>
      </div>
    </Form>
  )
}
