/**
 * The home page's contact form: checked in the browser with the same schema the API uses (so
 * the messages match word for word), sent to POST /api/enquiries, confirmed with a toast and
 * cleared. A failure keeps everything typed and says what went wrong.
 *
 * It also puts the cursor in the first field when the visitor arrives through a link to
 * #contact-form, so they can start typing at once. ('Book Appointment' and 'Schedule Service'
 * lead to the quote request form, /request-a-quote.)
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import {
  HONEYPOT_FIELD,
  NewEnquirySchema,
  SERVICE_PLACEHOLDER,
  type NewEnquiry,
} from '../../domain/enquiry.ts'
import { api, describeApiError, fieldError } from '../../lib/api-client.ts'
import { IslandRoot } from '../island-root.tsx'
import { fieldErrors } from '../shared/field-errors.ts'
import { HoneypotField, NoScriptCallUs, PrivacyLine, RequiredFieldsNote } from '../shared/form-parts.tsx'
import { notify } from '../shared/toast.tsx'
import { Spinner } from '../ui/spinner.tsx'

interface ServiceOption {
  value: string
  label: string
}

interface Props {
  services: readonly ServiceOption[]
  /** For the note shown when JavaScript is off. */
  phone: { display: string; href: string }
}

export const CONTACT_FORM_ID = 'contact-form'

type FieldName = 'name' | 'phone' | 'email' | 'service' | 'message'
type Values = Record<FieldName | typeof HONEYPOT_FIELD, string>
type Errors = Partial<Record<FieldName, string>>

const FIELDS: FieldName[] = ['name', 'phone', 'email', 'service', 'message']
const EMPTY: Values = { name: '', phone: '', email: '', service: '', message: '', [HONEYPOT_FIELD]: '' }

const inputId = (field: string) => `contact-${field}`
const errorId = (field: FieldName) => `contact-${field}-error`

/** The first message per field, as the schema gives them. */
function validate(values: Values): Errors {
  const parsed = NewEnquirySchema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error, FIELDS)
}

export function ContactForm(props: Props) {
  return (
    <IslandRoot>
      <EnquiryForm {...props} />
    </IslandRoot>
  )
}

const fieldClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400'
const validClass =
  'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-slate-700 dark:focus:border-brand-400'
const invalidClass = 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200'

function EnquiryForm({ services, phone }: Props) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)

  const send = useMutation({
    mutationFn: (enquiry: NewEnquiry) => api.enquiries.send(enquiry),
    onSuccess: (_received, enquiry) => {
      notify({
        title: 'Message sent',
        description: `Thanks, ${enquiry.name.trim()}. We'll be in touch within one business day.`,
        variant: 'success',
      })
      setValues(EMPTY)
      setErrors({})
    },
    onError: (error) => {
      // The API's own field messages (if it found any) go next to their fields too.
      const fromServer: Errors = {}
      for (const field of FIELDS) {
        const message = fieldError(error, field)
        if (message) fromServer[field] = message
      }
      setErrors(fromServer)
      notify({ title: 'Message not sent', description: describeApiError(error), variant: 'destructive' })
    },
  })

  useEffect(() => {
    setHydrated(true)
    // Keep anything typed before the island took over the pre-rendered form.
    const form = formRef.current
    if (form) {
      const typed = Object.fromEntries(
        (Object.keys(EMPTY) as (keyof Values)[]).map((field) => [
          field,
          (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '',
        ]),
      ) as Values
      if (Object.values(typed).some(Boolean)) setValues(typed)
    }
    if (location.hash === `#${CONTACT_FORM_ID}`) nameRef.current?.focus({ preventScroll: true })
  }, [])

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // Once a field shows an error, it follows the typing, so it clears as soon as it is fixed.
    if (field !== HONEYPOT_FIELD && errors[field]) {
      setErrors((current) => ({ ...current, [field]: validate(next)[field] }))
    }
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (send.isPending) return
    const found = validate(values)
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus()
      return
    }
    // The schema has just accepted the service, so it is one of the choices (or none).
    send.mutate({ ...values, service: values.service as NewEnquiry['service'] })
  }

  const describedBy = (field: FieldName) => (errors[field] ? errorId(field) : undefined)
  const controlClass = (field: FieldName) => `${fieldClass} ${errors[field] ? invalidClass : validClass}`
  const common = (field: FieldName) => ({
    id: inputId(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    className: controlClass(field),
  })

  return (
    <form
      id={CONTACT_FORM_ID}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h3>
      <RequiredFieldsNote className="mt-1" />
      <NoScriptCallUs phone={phone} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={inputId('name')} className={labelClass}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            {...common('name')}
            ref={nameRef}
            type="text"
            autoComplete="name"
            required
            onChange={(event) => update('name', event.target.value)}
          />
          <FieldError field="name" message={errors.name} />
        </div>
        <div>
          <label htmlFor={inputId('phone')} className={labelClass}>
            Phone
          </label>
          <input
            {...common('phone')}
            type="tel"
            autoComplete="tel"
            onChange={(event) => update('phone', event.target.value)}
          />
          <FieldError field="phone" message={errors.phone} />
        </div>
        <div>
          <label htmlFor={inputId('email')} className={labelClass}>
            Email <span aria-hidden="true">*</span>
          </label>
          <input
            {...common('email')}
            type="email"
            autoComplete="email"
            required
            onChange={(event) => update('email', event.target.value)}
          />
          <FieldError field="email" message={errors.email} />
        </div>
        <div>
          <label htmlFor={inputId('service')} className={labelClass}>
            Service
          </label>
          <select {...common('service')} onChange={(event) => update('service', event.target.value)}>
            <option value="">{SERVICE_PLACEHOLDER}</option>
            {services.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError field="service" message={errors.service} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={inputId('message')} className={labelClass}>
            Message <span aria-hidden="true">*</span>
          </label>
          <textarea
            {...common('message')}
            rows={5}
            required
            placeholder="What do you need help with? Include your suburb and any timing."
            onChange={(event) => update('message', event.target.value)}
          />
          <FieldError field="message" message={errors.message} />
        </div>
        <HoneypotField
          id={inputId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          value={values[HONEYPOT_FIELD]}
          onChange={(value) => update(HONEYPOT_FIELD, value)}
        />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyLine use="We use your details only to reply." />
        <button
          type="submit"
          disabled={!hydrated || send.isPending}
          className="btn btn-primary px-6 py-3 text-base"
        >
          {send.isPending ? (
            <>
              <Spinner className="size-4" />
              Sending...
            </>
          ) : (
            <>
              Send Message
              <svg
                className="size-4"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M5 12h14m-6-6 6 6-6 6" />
              </svg>
            </>
          )}
        </button>
      </div>
    </form>
  )
}

function FieldError({ field, message }: { field: FieldName; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(field)} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  )
}
