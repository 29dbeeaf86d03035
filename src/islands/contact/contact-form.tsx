/**
 * The home page's contact form: checked in the browser with the same schema the API uses (so
 * the messages match word for word), sent to POST /api/enquiries, confirmed with a toast and
 * cleared. A failure keeps everything typed and says what went wrong.
 *
 * It also puts the cursor in the first field when the visitor arrives through a link to
 * #contact-form, so they can start typing at once. ('Book Appointment' and 'Schedule Service'
 * lead to the quote request form, /request-a-quote.)
 */
import { ArrowRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { HONEYPOT_FIELD, NewEnquirySchema, type NewEnquiry } from '../../domain/enquiry.ts'
import { api } from '../../lib/api-client.ts'
import { withIslandRoot } from '../island-root.tsx'
import {
  HoneypotField,
  NoScriptCallUs,
  PrivacyLine,
  RequiredFieldsNote,
  ServiceOptions,
} from '../ui/form-parts.tsx'
import { notify } from '../ui/toast.tsx'
import { Button } from '../ui/button.tsx'
import { Field, Input, Select, TextArea } from '../ui/field.tsx'
import { useApiForm } from '../ui/form/use-api-form.ts'
import { useSubmissionId } from '../ui/form/use-submission-id.ts'
import { Form } from '../ui/form/form.tsx'

interface ServiceOption {
  value: string
  label: string
}

interface Props {
  services: readonly ServiceOption[]
  /** For the note shown when JavaScript is off. */
  phone: { display: string; href: string }
}

const CONTACT_FORM_ID = 'contact-form'

const EMPTY: NewEnquiry = { name: '', phone: '', email: '', service: '', message: '', [HONEYPOT_FIELD]: '' }

const inputId = (field: string) => `contact-${field}`

export const ContactForm = withIslandRoot(EnquiryForm)

function EnquiryForm({ services, phone }: Props) {
  const [hydrated, setHydrated] = useState(false)
  const submission = useSubmissionId()
  // No default values: the fields keep whatever was typed before the island took over the
  // pre-rendered form. What was typed goes to the API as typed; it parses the same schema.
  const { form, formProps, pending } = useApiForm({
    schema: NewEnquirySchema,
    send: 'typed',
    mutationFn: (enquiry) => api.enquiries.send({ ...enquiry, submission_id: submission.for(enquiry) }),
    meta: { errorTitle: 'Message not sent' },
    resetOnSuccess: EMPTY,
    onSuccess: (_received, enquiry) => {
      submission.received()
      notify({
        title: 'Message sent',
        description: `Thanks, ${enquiry.name.trim()}. We'll be in touch within one business day.`,
        variant: 'success',
      })
    },
  })

  useEffect(() => {
    setHydrated(true)
    if (location.hash === `#${CONTACT_FORM_ID}`)
      document.getElementById(inputId('name'))?.focus({ preventScroll: true })
  }, [])

  return (
    <Form
      form={form}
      id={CONTACT_FORM_ID}
      {...formProps}
      aria-labelledby="contact-form-heading"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="contact-form-heading" className="text-xl font-semibold">
        Send us a message
      </h3>
      <RequiredFieldsNote className="mt-1" />
      <NoScriptCallUs phone={phone} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Name" id={inputId('name')} required>
          <Input type="text" autoComplete="name" required />
        </Field>
        <Field name="phone" label="Phone" id={inputId('phone')}>
          <Input type="tel" autoComplete="tel" />
        </Field>
        <Field name="email" label="Email" id={inputId('email')} required>
          <Input type="email" autoComplete="email" required />
        </Field>
        <Field name="service" label="Service" id={inputId('service')}>
          <Select>
            <ServiceOptions services={services} />
          </Select>
        </Field>
        <Field name="message" className="sm:col-span-2" label="Message" id={inputId('message')} required>
          <TextArea
            rows={5}
            required
            placeholder="What do you need help with? Include your suburb and any timing."
          />
        </Field>
        <HoneypotField id={inputId(HONEYPOT_FIELD)} {...form.register(HONEYPOT_FIELD)} />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyLine use="We use your details only for your enquiry: to reply, and to e-mail you about it (each e-mail lets you stop them)." />
        <Button type="submit" size="lg" disabled={!hydrated} pending={pending} className="shrink-0">
          {pending ? (
            'Sending...'
          ) : (
            <>
              Send Message
              <ArrowRight className="size-4" aria-hidden />
            </>
          )}
        </Button>
      </div>
    </Form>
  )
}
