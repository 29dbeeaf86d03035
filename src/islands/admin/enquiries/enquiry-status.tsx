/**
 * An enquiry's status, changed in place: choosing another one saves it (PATCH /api/enquiries/:id),
 * but Booked first asks for the visit (enquiry-visit.tsx), which is saved with it.
 *
 * Chromium and Firefox on Windows and Linux change a closed select with the arrow keys, one
 * `change` per step, so going from New to Booked by keyboard would have saved Contacted and
 * Quoted on the way (each e-mails the customer). A choice made by keys is kept until Enter or
 * until the focus leaves the select (Escape puts the saved one back); a pick from the list is
 * saved at once.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  EnquiryPatchSchema,
  isOpenStatus,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { Field, Options, Select } from '../../ui/field.tsx'
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

/** Keys that step a closed select to another option (a letter jumps to the option it starts). */
const steps = (event: KeyboardEvent) =>
  ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(
    event.key,
  ) ||
  (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)

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
  // A key that steps the select was pressed since the last choice was acted on.
  const keyed = useRef(false)
  // A status chosen by keys, not acted on yet.
  const [held, setHeld] = useState(false)

  const act = (chosen: string) => {
    keyed.current = false
    setHeld(false)
    if (chosen === 'booked' && chosen !== enquiry.status) return visit.open('book')
    visit.drop()
    // Keys can come back to the saved status: nothing to save then.
    if (chosen !== enquiry.status) void submit()
  }
  const { onBlur, ...registered } = form.register('status', {
    onChange: (event: { target: { value: string } }) => {
      if (keyed.current) return setHeld(true)
      act(event.target.value)
    },
  })
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && held) {
      event.preventDefault()
      act(status)
    } else if (event.key === 'Escape' && held) {
      keyed.current = false
      setHeld(false)
      form.setValue('status', enquiry.status)
    } else if (steps(event)) {
      keyed.current = true
    }
  }

  return (
    <form {...formProps}>
      <Field
        inline
        id={statusSelectId(enquiry)}
        error={form.formState.errors.status?.message}
        hint={held ? 'Press Enter to save' : undefined}
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
          onKeyDown={onKeyDown}
          // A pointer's pick from the open list is acted on at once, whatever keys came before.
          onPointerDown={() => (keyed.current = false)}
          onBlur={(event) => {
            if (held) act(status)
            else keyed.current = false
            return onBlur(event)
          }}
          {...registered}
        >
          <Options
            options={ENQUIRY_STATUSES.map((status) => ({
              value: status,
              label: ENQUIRY_STATUS_LABELS[status],
            }))}
          />
        </Select>
        {pending && <Spinner className="size-4" />}
      </Field>
    </form>
  )
}
