/**
 * 'Share Your Photo': a signed-in, verified user uploads a photo for the gallery. The file goes
 * up first (prepared, with progress), then the submission; it waits in the review queue and
 * appears publicly only once an admin approves it (DESIGN.md section 5). Tags and the date taken
 * are kept with it. A file that reached the server is not sent again when only the submission
 * needs a retry (uploadPhotoOnce).
 *
 * On the form recipe, the photo a field like the rest (upload-form.ts). Every refusal is also a
 * toast, as SPEC.md section 5 has it: the schema's from here, the API's from the query client.
 * The dialog stays mounted once opened, so what was typed survives closing it, and a refused
 * upload keeps everything for another try.
 */
import { useState, type KeyboardEvent } from 'react'
import { Controller } from 'react-hook-form'
import { api } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { uploadPhotoOnce, type PhotoProgress } from '../photos/photo-upload.ts'
import { Button } from '../ui/button.tsx'
import { useApiForm } from '../ui/form/use-api-form.ts'
import { Form } from '../ui/form/form.tsx'
import { PrivacyLine } from '../ui/privacy-line.tsx'
import { notify } from '../ui/toast.tsx'
import { galleryQueries } from './gallery-queries.ts'
import { ModalDialog } from './modal-dialog.tsx'
import { PhotoPicker } from './photo-picker.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { UploadFields } from './upload-fields.tsx'
import { emptyUploadDraft, refusalNotice, toSubmission, UploadFormSchema } from './upload-form.ts'

interface Props {
  open: boolean
  onClose: () => void
  /** The business's name, for the consent sentence. */
  brand: string
}

const UPLOAD_FAILED = 'Could not upload your image. Please try again.'

export function UploadDialog({ open, onClose, brand }: Props) {
  /** Which step the photo is at, and how far both steps are, 0 to 100. */
  const [progress, setProgress] = useState<PhotoProgress>({ step: 'preparing', percent: 0 })
  const { form, formProps, submit, pending } = useApiForm({
    schema: UploadFormSchema,
    send: 'typed',
    defaultValues: emptyUploadDraft(),
    mutationFn: async (draft) => {
      setProgress({ step: 'preparing', percent: 0 })
      const media = await uploadPhotoOnce(draft.photo!, 'gallery', setProgress)
      setProgress({ step: 'uploading', percent: 100 })
      return api.gallery.submit(toSubmission(draft, media))
    },
    meta: { errorTitle: 'Upload failed', errorFallback: UPLOAD_FAILED },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: galleryQueries.all() })
      form.reset(emptyUploadDraft())
      onClose()
      notify({
        title: 'Upload successful',
        description:
          'Your image has been uploaded successfully. It will appear in the gallery once our team has reviewed it.',
        variant: 'success',
      })
    },
    onInvalid: (problems) => {
      const notice = refusalNotice(problems)
      if (notice) notify({ ...notice, variant: 'destructive' })
    },
  })
  const photo = form.watch('photo')

  // Enter in a one-line field submits, even while the button is disabled for want of a photo,
  // so a keyboard user hears why nothing was sent.
  function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if (!(target instanceof HTMLInputElement) || target.type === 'file') return
    event.preventDefault()
    void submit()
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      dismissable={!pending}
      title="Share Your Photo"
      description="Show off a project we worked on together. Your photo will be reviewed by our team before appearing publicly in the gallery."
    >
      <Form form={form} {...formProps} onKeyDown={submitOnEnter}>
        <div className="mt-5 space-y-4">
          <Controller
            name="photo"
            control={form.control}
            render={({ field, fieldState }) => (
              <PhotoPicker
                file={field.value}
                onChange={field.onChange}
                onRefuse={(notice) => notify({ ...notice, variant: 'destructive' })}
                disabled={pending}
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            )}
          />
          <UploadFields register={form.register} errors={form.formState.errors} open={open} />
          <p className="rounded-lg bg-slate-100 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            By uploading, you confirm that this is your own photo and you grant {brand} permission to display
            it on our website.
          </p>
          {/* What becomes public with the photo, and what does not, said before it is sent (APP 5). */}
          <PrivacyLine use="Once approved, the photo is shown with the title, description, category, location, tags and date you give, never with your name or e-mail address. We remove the details stored inside the photo file, such as where it was taken." />
          {pending && <UploadProgress progress={progress} />}
        </div>
        {/* 'Upload Photo' is off without a photo, as SPEC.md section 5 says. */}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {!photo && !pending && (
            <p className="text-sm text-slate-600 sm:mr-auto dark:text-slate-400">Choose a photo to upload.</p>
          )}
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} disabled={!photo}>
            {pending ? 'Uploading...' : 'Upload Photo'}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  )
}
