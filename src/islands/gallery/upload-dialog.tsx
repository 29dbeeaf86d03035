/**
 * 'Share Your Photo': a signed-in, verified user uploads a photo for the gallery. The file goes
 * up first (with progress), then the submission; it waits in the review queue and appears
 * publicly only once an admin approves it (DESIGN.md section 5). Tags and the date taken are
 * kept with it.
 *
 * A native <dialog> opened with showModal() gives the focus trap, Escape and inert page for
 * free. Everything outside a modal dialog is inert and under its backdrop, so while it is open
 * the page's toaster is kept inside it (keepToasterInside): toasts stay visible and announced.
 */
import { Upload, X } from 'lucide-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
import { DEFAULT_GALLERY_CATEGORIES, DEFAULT_SUBMISSION_CATEGORY } from '../../domain/gallery-image.ts'
import type { MediaUploadResult } from '../../domain/media.ts'
import { notices, type Notice } from '../../domain/messages.ts'
import { api, describeApiError } from '../../lib/api-client.ts'
import { queryClient } from '../../lib/query-client.ts'
import { site } from '../../site-config.ts'
import { notify } from '../shared/toast.tsx'
import { galleryQueries } from './gallery-queries.ts'
import { keepToasterInside } from './toaster-in-dialog.ts'
import { checkChosenFile, checkDraft, localToday, toSubmission, type UploadDraft } from './upload-form.ts'
import { Spinner } from '../ui/spinner.tsx'

interface Props {
  open: boolean
  onClose: () => void
}

const UPLOAD_FAILED = 'Could not upload your image. Please try again.'

function emptyDraft(): UploadDraft {
  return {
    title: '',
    description: '',
    tags: '',
    category: DEFAULT_SUBMISSION_CATEGORY,
    location: '',
    date: localToday(),
  }
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:scheme-dark dark:aria-invalid:border-red-400'
const labelClass = 'block text-sm font-medium text-slate-900 dark:text-slate-100'
const hintClass = 'mt-1 text-xs text-slate-600 dark:text-slate-400'
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300'

export function UploadDialog({ open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const [draft, setDraft] = useState<UploadDraft>(emptyDraft)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [attempted, setAttempted] = useState(false)
  const [progress, setProgress] = useState(0)
  const [dragging, setDragging] = useState(false)
  // A file that reached the server is not sent again when only the submission needs a retry.
  const uploaded = useRef<{ file: File; media: MediaUploadResult } | null>(null)
  const categories = useQuery({ ...galleryQueries.categories(), enabled: open })
  const categoryNames = categories.data?.map((category) => category.name) ?? [...DEFAULT_GALLERY_CATEGORIES]

  const submission = useMutation({
    mutationFn: async ({ file, draft }: { file: File; draft: UploadDraft }) => {
      setProgress(0)
      let media = uploaded.current?.file === file ? uploaded.current.media : null
      if (!media) {
        media = await api.media.upload(file, 'gallery', (fraction) => setProgress(Math.round(fraction * 100)))
        uploaded.current = { file, media }
      }
      setProgress(100)
      return api.gallery.submit(toSubmission(draft, media))
    },
  })
  const busy = submission.isPending

  // Open and close the native dialog with the `open` prop.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    else if (!open && element.open) element.close()
  }, [open])

  // While it is open, the page's toaster is inside it. Escape, the backdrop and a successful
  // upload close the element before `open` turns false: the toaster goes back at once.
  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const releaseToaster = keepToasterInside(element)
    element.addEventListener('close', releaseToaster)
    return () => {
      element.removeEventListener('close', releaseToaster)
      releaseToaster()
    }
  }, [open])

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  function refuse(notice: Notice) {
    notify({ ...notice, variant: 'destructive' })
  }

  function choose(chosen: File | undefined) {
    if (!chosen) return
    const problem = checkChosenFile(chosen)
    if (fileInput.current) fileInput.current.value = ''
    if (problem) {
      refuse(problem)
      return
    }
    setFile(chosen)
  }

  function clearFile() {
    setFile(null)
    fileInput.current?.focus()
  }

  function update<K extends keyof UploadDraft>(key: K) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((current) => ({ ...current, [key]: event.target.value }))
  }

  async function submit() {
    if (busy) return
    const problem = checkDraft(file !== null, draft)
    if (problem || !file) {
      setAttempted(true)
      if (problem) refuse(problem)
      ;(file ? titleInput : fileInput).current?.focus()
      return
    }
    try {
      await submission.mutateAsync({ file, draft })
    } catch (error) {
      // The dialog stays open with everything as typed, so the visitor can try again.
      refuse({ title: 'Upload failed', description: describeApiError(error, UPLOAD_FAILED) })
      return
    }
    uploaded.current = null
    setFile(null)
    setDraft(emptyDraft())
    setAttempted(false)
    submission.reset()
    dialog.current?.close()
    void queryClient.invalidateQueries({ queryKey: galleryQueries.all() })
    notify({
      title: 'Upload successful',
      description:
        'Your image has been uploaded successfully. It will appear in the gallery once our team has reviewed it.',
      variant: 'success',
    })
  }

  // Enter in a one-line field submits, even while the button is disabled for want of a photo,
  // so a keyboard user hears why nothing was sent.
  function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if (!(target instanceof HTMLInputElement) || target.type === 'file') return
    event.preventDefault()
    void submit()
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDragging(false)
    if (!busy) choose(event.dataTransfer.files[0])
  }

  const missingImage = attempted && !file
  const missingTitle = attempted && draft.title.trim() === ''
  const ids = {
    heading: `${id}-heading`,
    intro: `${id}-intro`,
    file: `${id}-file`,
    fileHint: `${id}-file-hint`,
    fileError: `${id}-file-error`,
    title: `${id}-title`,
    titleError: `${id}-title-error`,
    description: `${id}-description`,
    tags: `${id}-tags`,
    tagsHint: `${id}-tags-hint`,
    category: `${id}-category`,
    location: `${id}-location`,
    date: `${id}-date`,
    dateHint: `${id}-date-hint`,
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.heading}
      aria-describedby={ids.intro}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialog.current && !busy) dialog.current.close()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        onKeyDown={submitOnEnter}
        className="p-5 sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={ids.heading} className="text-xl font-bold text-slate-900 dark:text-white">
              Share Your Photo
            </h2>
            <p id={ids.intro} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              Show off a project we worked on together. Your photo will be reviewed by our team before
              appearing publicly in the gallery.
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            disabled={busy}
            aria-label="Close"
            className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X className="size-5" />
          </button>
        </div>

        <div className="mt-5 space-y-4">
          <div>
            <span className={labelClass} id={`${ids.file}-label`}>
              Photo
            </span>
            {preview ? (
              <div className="relative mt-1 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
                <img
                  src={preview}
                  alt="Preview of the chosen photo"
                  className="max-h-48 w-full bg-slate-100 object-contain dark:bg-slate-800"
                  onError={() => {
                    // A file that claims to be an image but will not decode is not one.
                    setFile(null)
                    refuse(notices.invalidFileType)
                  }}
                />
                <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
                  <span className="truncate text-slate-700 dark:text-slate-300">{file?.name}</span>
                  <button
                    type="button"
                    onClick={clearFile}
                    disabled={busy}
                    className="shrink-0 font-medium text-red-700 hover:underline disabled:opacity-50 dark:text-red-300"
                  >
                    Remove photo
                  </button>
                </div>
              </div>
            ) : null}
            <label
              htmlFor={ids.file}
              onDragOver={(event) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={`has-[:focus-visible]:outline-brand-500 mt-1 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
                preview ? 'py-3' : 'py-8'
              } ${
                dragging
                  ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
                  : missingImage
                    ? 'border-red-600 dark:border-red-400'
                    : 'hover:border-brand-500 border-slate-300 dark:border-slate-600'
              }`}
            >
              {!preview && <Upload className="size-8 text-slate-500 dark:text-slate-400" strokeWidth={1.5} />}
              <span className="text-brand-700 dark:text-brand-300 font-semibold">
                {preview ? 'Choose a different photo' : 'Click to choose a photo, or drag it here'}
              </span>
              <input
                ref={fileInput}
                id={ids.file}
                type="file"
                accept="image/*"
                disabled={busy}
                aria-labelledby={`${ids.file}-label`}
                aria-describedby={missingImage ? `${ids.fileError} ${ids.fileHint}` : ids.fileHint}
                aria-invalid={missingImage || undefined}
                onChange={(event) => choose(event.target.files?.[0])}
                className="sr-only"
              />
            </label>
            <p id={ids.fileHint} className={hintClass}>
              Recommended resolution at least 1200x800 px. Formats: JPG, PNG, WebP, up to 5MB.
            </p>
            {missingImage && (
              <p id={ids.fileError} className={errorClass}>
                {notices.missingImage.description}
              </p>
            )}
          </div>

          <div>
            <label htmlFor={ids.title} className={labelClass}>
              Title
            </label>
            <input
              ref={titleInput}
              id={ids.title}
              type="text"
              value={draft.title}
              onChange={update('title')}
              maxLength={120}
              aria-required="true"
              aria-invalid={missingTitle || undefined}
              aria-describedby={missingTitle ? ids.titleError : undefined}
              placeholder="e.g. Switchboard upgrade in Marrickville"
              className={inputClass}
            />
            {missingTitle && (
              <p id={ids.titleError} className={errorClass}>
                {notices.missingTitle.description}
              </p>
            )}
          </div>

          <div>
            <label htmlFor={ids.description} className={labelClass}>
              Description <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <textarea
              id={ids.description}
              value={draft.description}
              onChange={update('description')}
              maxLength={1000}
              rows={3}
              placeholder="What was the job, and what are we looking at?"
              className={inputClass}
            />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.category} className={labelClass}>
                Category
              </label>
              <select
                id={ids.category}
                value={draft.category}
                onChange={update('category')}
                className={inputClass}
              >
                {categoryNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.location} className={labelClass}>
                Location <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
              </label>
              <input
                id={ids.location}
                type="text"
                value={draft.location}
                onChange={update('location')}
                maxLength={120}
                placeholder="e.g. Sydney CBD"
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={ids.tags} className={labelClass}>
                Tags <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
              </label>
              <input
                id={ids.tags}
                type="text"
                value={draft.tags}
                onChange={update('tags')}
                aria-describedby={ids.tagsHint}
                placeholder="e.g. lighting, renovation"
                className={inputClass}
              />
              <p id={ids.tagsHint} className={hintClass}>
                Separate tags with commas.
              </p>
            </div>
            <div>
              <label htmlFor={ids.date} className={labelClass}>
                Date taken <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
              </label>
              <input
                id={ids.date}
                type="date"
                value={draft.date}
                max={localToday()}
                onChange={update('date')}
                aria-describedby={ids.dateHint}
                className={inputClass}
              />
              <p id={ids.dateHint} className={hintClass}>
                When the photo was taken.
              </p>
            </div>
          </div>

          <p className="rounded-lg bg-slate-100 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            By uploading, you confirm that this is your own photo and you grant {site.brand} permission to
            display it on our website.
          </p>

          {busy && (
            <div>
              <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
                <span id={`${id}-progress-label`}>
                  {progress < 100 ? 'Uploading photo…' : 'Finishing up…'}
                </span>
                <span aria-hidden="true">{progress}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`${id}-progress-label`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <div
                  className="bg-brand-600 dark:bg-brand-400 h-full rounded-full transition-[width]"
                  style={{ width: `${progress}%` }}
                />
              </div>
            </div>
          )}
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {!file && !busy && (
            <p className="text-sm text-slate-600 sm:mr-auto dark:text-slate-400">Choose a photo to upload.</p>
          )}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => dialog.current?.close()}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !file}>
            {busy && <Spinner className="size-4" />}
            {busy ? 'Uploading...' : 'Upload Photo'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
