/**
 * An enquiry's status, changed in place: choosing another one saves it (PATCH /api/enquiries/:id),
 * but Booked first asks for the visit (enquiry-visit.tsx), which is saved with it.
 */
import { useEffect } from 'react'
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  EnquiryPatchSchema,
  isOpenStatus,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { Field, Select } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { notify } from '../../ui/toast.tsx'
import { statusSelectId, type VisitChangeState } from './enquiry-visit.tsx'

interface Props {
  enquiry: Enquiry
  /** While the enquiry is being deleted. */
  locked: boolean
  onSaved: (updated: Enquiry) => void
  /** The card's visit change: Booked opens it, another status drops it. */
  visit: VisitChangeState
}

export function EnquiryStatusForm({ enquiry, locked, onSaved, visit }: Props) {
  const { form, formProps, submit, pending } = useApiForm({
    schema: EnquiryPatchSchema,
    defaultValues: { status: enquiry.status },
    mutationFn: (patch) => api.enquiries.update(enquiry.id, patch),
    meta: { errorTitle: 'Error updating enquiry' },
    onSuccess: (updated) => {
      onSaved(updated)
      notify({
        title: 'Status changed',
        description: `${updated.name}: ${ENQUIRY_STATUS_LABELS[updated.status]}.`,
        variant: 'success',
      })
    },
    // Refused: back to the status the enquiry has.
    onError: (): void => form.reset(),
  })
  // The saved status, when it changes (here, by another admin, on a reload), is the one shown;
  // so it is again when the visit Booked asked for is cancelled.
  useEffect(() => form.reset({ status: enquiry.status }), [form, enquiry.status, visit.cancels])
  const status = form.watch('status')

  return (
    <form {...formProps}>
      <Field
        inline
        id={statusSelectId(enquiry)}
        error={form.formState.errors.status?.message}
        label={
          <>
            Status
            <span className="sr-only"> of this {enquiry.kind === 'quote' ? 'request' : 'enquiry'}</span>
          </>
        }
      >
        <Select
          tone={isOpenStatus(status) ? 'warning' : 'success'}
          disabled={pending || locked}
          data-status={status}
          {...form.register('status', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'booked') return visit.open('book')
              visit.drop()
              void submit()
            },
          })}
        >
          {ENQUIRY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {ENQUIRY_STATUS_LABELS[option]}
            </option>
          ))}
        </Select>
        {pending && <Spinner className="size-4" />}
      </Field>
    </form>
  )
}
