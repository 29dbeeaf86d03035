/** An enquiry's notes, oldest first, and the form that adds one (POST /api/enquiries/:id/notes). */
import { NewEnquiryNoteSchema, type Enquiry } from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { Field, TextArea } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { atSydneyTime } from './received-at.ts'

interface Props {
  enquiry: Enquiry
  /** The enquiry as the API returned it, with the new note. */
  onSaved: (updated: Enquiry) => void
}

export function EnquiryNotes({ enquiry, onSaved }: Props) {
  const { form, formProps, pending } = useApiForm({
    schema: NewEnquiryNoteSchema,
    defaultValues: { text: '' },
    mutationFn: (note) => api.enquiries.addNote(enquiry.id, note),
    meta: { errorTitle: 'Note not saved' },
    resetOnSuccess: true,
    onSuccess: (updated) => onSaved(updated),
  })
  const text = form.watch('text')
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" data-notes>
      {enquiry.notes.length > 0 && (
        <ol className="mb-3 space-y-2">
          {enquiry.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50/60 p-3 text-sm dark:bg-amber-950/40">
              <p className="wrap-anywhere whitespace-pre-line text-slate-900 dark:text-slate-100">
                {note.text}
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {note.author}, <time dateTime={note.created_at}>{atSydneyTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form form={form} className="flex flex-col gap-2 sm:flex-row sm:items-end" {...formProps}>
        <Field name="text" id={`note-${enquiry.id}`} label="Add a note" className="flex-1">
          <TextArea
            rows={2}
            maxLength={2000}
            placeholder="Called back, quoted $480, booked for Thursday..."
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" disabled={!text.trim()} pending={pending}>
          Save note
        </Button>
      </Form>
    </div>
  )
}
