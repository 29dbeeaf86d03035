/**
 * 'Share Your Photo': a signed-in, verified user uploads a photo for the gallery. The file goes
 * up first (with progress), then the submission; it waits in the review queue and appears
 * publicly only once an admin approves it (DESIGN.md section 5). Tags and the date taken are
 * kept with it.
 *
 * The fields are on react-hook-form, checked by the shared rules (upload-form.ts: a missing
 * title, then the API's own submission schema); the photo, checked first, is kept beside them.
 * The dialog stays mounted once opened, so what was typed survives closing it, and a refused
 * upload keeps everything for another try.
 */
import { useRef, useState, type KeyboardEvent } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { site } from '../../site-config.ts'
import { describeApiError, fieldError } from '../../lib/api-client.ts'
import { notices, type Notice } from '../../domain/messages.ts'
import { notify } from '../ui/toast.tsx'
import { ModalDialog } from './modal-dialog.tsx'
import { PhotoPicker } from './photo-picker.tsx'
import { usePhotoSubmission } from './photo-submission.ts'
import { UploadActions, UploadProgress } from './upload-actions.tsx'
import { UploadFields } from './upload-fields.tsx'
import {
  checkImageChosen,
  DRAFT_FIELDS,
  draftErrors,
  emptyUploadDraft,
  type UploadDraft,
} from './upload-form.ts'

interface Props {
  open: boolean
  onClose: () => void
}

const UPLOAD_FAILED = 'Could not upload your image. Please try again.'

/** react-hook-form's resolver: the draft checked by the shared rules (upload-form.ts). */
const resolver: Resolver<UploadDraft> = async (values) => {
  const errors = draftErrors(values)
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

function refuse(notice: Notice) {
  notify({ ...notice, variant: 'destructive' })
}

export function UploadDialog({ open, onClose }: Props) {
  const form = useForm<UploadDraft>({
    defaultValues: emptyUploadDraft(),
    resolver,
    // The photo is checked first, and it is no field of the form: the dialog focuses itself.
    shouldFocusError: false,
  })
  const { errors, isSubmitted } = form.formState
  const [file, setFile] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const submission = usePhotoSubmission()
  const busy = submission.busy

  /** 'Missing image' comes before anything about the fields; true when it stopped the upload. */
  function refusedForPhoto(): boolean {
    const problem = checkImageChosen(file !== null)
    if (!problem) return false
    refuse(problem)
    fileInput.current?.focus()
    return true
  }

  function refuseForFields(fieldErrors: FieldErrors<UploadDraft>) {
    if (refusedForPhoto()) return
    const first = DRAFT_FIELDS.find((field) => fieldErrors[field])
    if (!first) return
    const { type, message = '' } = fieldErrors[first] ?? {}
    // A missing title is 'Missing title'; anything else the schema refuses is what the API says.
    refuse(type === 'missing' ? notices.missingTitle : { title: 'Upload failed', description: message })
    form.setFocus(first)
  }

  async function send(draft: UploadDraft) {
    if (busy || refusedForPhoto() || !file) return
    try {
      await submission.submit({ file, draft })
    } catch (error) {
      // The dialog stays open with everything as typed, so the visitor can try again.
      for (const field of DRAFT_FIELDS) {
        const message = fieldError(error, field)
        if (message) form.setError(field, { type: 'server', message })
      }
      refuse({ title: 'Upload failed', description: describeApiError(error, UPLOAD_FAILED) })
      return
    }
    setFile(null)
    form.reset(emptyUploadDraft())
    onClose()
    notify({
      title: 'Upload successful',
      description:
        'Your image has been uploaded successfully. It will appear in the gallery once our team has reviewed it.',
      variant: 'success',
    })
  }

  const submit = form.handleSubmit(send, refuseForFields)

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
      dismissable={!busy}
      title="Share Your Photo"
      description="Show off a project we worked on together. Your photo will be reviewed by our team before appearing publicly in the gallery."
    >
      <form noValidate onSubmit={submit} onKeyDown={submitOnEnter}>
        <div className="mt-5 space-y-4">
          <PhotoPicker
            file={file}
            onChange={setFile}
            onRefuse={refuse}
            disabled={busy}
            // After a submit, the photo's error line follows the choice, as the fields' follow the typing.
            error={isSubmitted ? checkImageChosen(file !== null)?.description : undefined}
            inputRef={fileInput}
          />
          <UploadFields register={form.register} errors={errors} open={open} />
          <p className="rounded-lg bg-slate-100 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            By uploading, you confirm that this is your own photo and you grant {site.brand} permission to
            display it on our website.
          </p>
          {busy && <UploadProgress progress={submission.progress} />}
        </div>
        <UploadActions busy={busy} hasPhoto={file !== null} onCancel={onClose} />
      </form>
    </ModalDialog>
  )
}
