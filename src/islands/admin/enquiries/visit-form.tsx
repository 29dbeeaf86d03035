/**
 * Booking or moving a request's visit: the day, a usual window or times typed in, sent with the
 * status Booked (PATCH /api/enquiries/:id). The customer is e-mailed an invitation, or its update.
 */
import { useEffect, useId } from 'react'
import { formatBooking, sydneyDate, VISIT_WINDOWS } from '../../../domain/booking.ts'
import type { Enquiry } from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { Field, FieldError, Input, Options, Select } from '../../ui/field.tsx'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { notify } from '../../ui/toast.tsx'
import {
  OTHER_TIMES,
  OTHER_TIMES_LABEL,
  VISIT_FIELD_NAMES,
  VisitFieldsSchema,
  visitFieldsOf,
} from './visit-fields.ts'

export type VisitChange = 'book' | 'move'

const TITLES: Record<VisitChange, string> = { book: 'Book a visit', move: 'Move the visit' }
const ACTIONS: Record<VisitChange, string> = { book: 'Book visit', move: 'Move visit' }

interface Props {
  enquiry: Enquiry
  change: VisitChange
  /** Saved: the card closes the form. */
  onSaved: (updated: Enquiry) => void
  onClose: () => void
}

/** What the customer hears of a visit booked or moved, in the success toast. */
function toastOf(change: VisitChange, before: Enquiry, after: Enquiry) {
  const booking = after.booking!
  const unchanged = change === 'move' && booking.sequence === before.booking?.sequence
  const mailed = after.mail_opt_out_at
    ? 'No invitation is e-mailed: the customer stopped e-mails.'
    : change === 'book'
      ? 'The customer is e-mailed an invitation.'
      : 'The customer is e-mailed an updated invitation.'
  return {
    title: unchanged ? 'Visit unchanged' : change === 'book' ? 'Visit booked' : 'Visit moved',
    description: `${after.name}: ${formatBooking(booking)}. ${unchanged ? 'Nothing is e-mailed.' : mailed}`,
    variant: 'success' as const,
  }
}

export function VisitForm({ enquiry, change, onSaved, onClose }: Props) {
  const headingId = useId()
  const { form, formProps, pending, formError } = useApiForm({
    schema: VisitFieldsSchema,
    defaultValues: visitFieldsOf(change === 'move' ? enquiry.booking : null),
    fieldNames: VISIT_FIELD_NAMES,
    mutationFn: (booking) => api.enquiries.update(enquiry.id, { status: 'booked', booking }),
    meta: { errorTitle: change === 'book' ? 'Visit not booked' : 'Visit not moved' },
    onSuccess: (updated) => {
      onSaved(updated)
      notify(toastOf(change, enquiry, updated))
    },
  })
  const otherTimes = form.watch('window') === OTHER_TIMES

  // The day is the first thing to fill in, wherever the form was opened from.
  useEffect(() => form.setFocus('date'), [form])

  return (
    <Form
      form={form}
      {...formProps}
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {TITLES[change]}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field name="date" label="Day of the visit" required>
          <Input type="date" min={sydneyDate(new Date())} required />
        </Field>
        <Field name="window" label="Time of the visit">
          <Select>
            <Options
              options={[
                ...VISIT_WINDOWS.map((window) => ({ value: window.id, label: window.label })),
                { value: OTHER_TIMES, label: OTHER_TIMES_LABEL },
              ]}
            />
          </Select>
        </Field>
        {otherTimes && (
          <>
            <Field name="start" label="Starts at" required>
              <Input type="time" required />
            </Field>
            <Field name="end" label="Ends at" required>
              <Input type="time" required />
            </Field>
          </>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        Sydney time.{' '}
        {enquiry.mail_opt_out_at
          ? 'The customer stopped e-mails, so no invitation is sent.'
          : 'The customer is e-mailed an invitation for their calendar.'}
      </p>
      {formError && <FieldError alert>{formError}</FieldError>}
      <FormButtons className="mt-4" onCancel={onClose} pending={pending}>
        {ACTIONS[change]}
      </FormButtons>
    </Form>
  )
}
