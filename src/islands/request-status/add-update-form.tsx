/**
 * "Add a message or photos": a message, photos (picked and uploaded as on the request form, up
 * to the room the request has left), or both, checked by the API's own schema.
 */
import { z } from 'zod'
import { NewCustomerUpdateSchema, type NewCustomerUpdate } from '../../domain/request-status.ts'
import { api } from '../../lib/api-client.ts'
import {
  PhotoAttachments,
  photosProblem,
  photoUrls,
  type AttachedPhoto,
} from '../photos/photo-attachments.tsx'
import { Button } from '../ui/button.tsx'
import { Field, FieldError, TextArea } from '../ui/field.tsx'
import { fieldRefusal, useApiForm } from '../ui/form/use-api-form.ts'
import { Form } from '../ui/form/form.tsx'
import { notify } from '../ui/toast.tsx'
import { useShowAnswer } from './request-status-query.ts'

interface UpdateFormValues {
  text: string
  photos: AttachedPhoto[]
}

const EMPTY: UpdateFormValues = { text: '', photos: [] }

const toUpdate = (values: UpdateFormValues): NewCustomerUpdate => ({
  text: values.text,
  photos: photoUrls(values.photos),
})

/** The API's schema over the update the fields make. */
const UpdateFormSchema = z.custom<UpdateFormValues>().transform(toUpdate).pipe(NewCustomerUpdateSchema)

export function AddUpdateForm({ link, photoRoom }: { link: string; photoRoom: number }) {
  const show = useShowAnswer(link)
  const { form, formProps, pending, formError } = useApiForm({
    schema: UpdateFormSchema,
    send: 'typed',
    defaultValues: EMPTY,
    mutationFn: (values) => {
      const problem = photosProblem(values.photos)
      if (problem) throw fieldRefusal('photos', problem)
      return api.requestStatus.addUpdate(link, toUpdate(values))
    },
    // The form says why itself, by the field or below it.
    meta: { errorToast: false },
    resetOnSuccess: EMPTY,
    onSuccess: (request) => {
      show(request)
      notify({ title: 'Sent', description: 'We have it, and we will see it shortly.', variant: 'success' })
    },
    onInvalid: () => {
      const problem = photosProblem(form.getValues('photos'))
      if (problem) form.setError('photos', { message: problem })
    },
  })
  return (
    <Form form={form} {...formProps} aria-labelledby="request-add" className="mt-3 space-y-5">
      <Field name="text" label="Message" id="request-update-text">
        <TextArea rows={4} />
      </Field>
      {photoRoom > 0 ? (
        <div>
          <PhotoAttachments
            form={form}
            disabled={pending}
            max={photoRoom}
            id="request-update-photos"
            hint={`You can add ${photoRoom === 1 ? 'one more photo' : `up to ${photoRoom} more photos`}. Only our staff can see them.`}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This request has all the photos it can hold. Send a message instead.
        </p>
      )}
      {formError && <FieldError alert>{formError}</FieldError>}
      <Button type="submit" pending={pending}>
        Send
      </Button>
    </Form>
  )
}
