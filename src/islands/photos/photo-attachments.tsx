/**
 * A form's photos, a field of the form (the request form's, and the status page's "Add a message
 * or photos"): each is prepared (made smaller, in a worker) and uploaded as soon as it is chosen
 * (uploadPhoto: POST /api/media, purpose quote), so the form itself only carries their
 * addresses; the visitor sees each one's progress, a failure in words, and can remove any. The
 * files stay private to the admins: the preview is the visitor's own file, never read back.
 */
import type { ReactNode } from 'react'
import { useController, type UseFormReturn } from 'react-hook-form'
import { describeApiError } from '../../lib/api-client.ts'
import { Button, buttonClass } from '../ui/button.tsx'
import { FieldError } from '../ui/field.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { useObjectUrl } from './object-url.ts'
import { uploadPhoto, type PhotoProgress } from './photo-upload.ts'

/** A photo of the form, uploading as soon as it is chosen; the form sends its address. */
export interface AttachedPhoto {
  key: number
  file: File
  state: 'uploading' | 'ready' | 'failed'
  progress: PhotoProgress
  url: string | null
  error: string | null
}

/** The part of a form's values this field owns. */
export interface PhotoFieldValues {
  photos: AttachedPhoto[]
}

/** Why the photos cannot go yet (they upload as they are added), or undefined. */
export function photosProblem(photos: readonly AttachedPhoto[]): string | undefined {
  if (photos.some((photo) => photo.state === 'uploading'))
    return 'Please wait until the photos have finished uploading.'
  if (photos.some((photo) => photo.state === 'failed'))
    return 'Remove the photos that could not be uploaded, or try them again.'
  return undefined
}

/** The uploaded photos' addresses, as a form sends them. */
export const photoUrls = (photos: readonly AttachedPhoto[]): string[] =>
  photos.flatMap((photo) => (photo.url ? [photo.url] : []))

const photoCount = (count: number) => (count === 1 ? 'one photo' : `${count} photos`)
let nextKey = 0

export function PhotoAttachments<V extends PhotoFieldValues>({
  form: anyForm,
  disabled,
  max,
  id,
  hint,
}: {
  form: UseFormReturn<V, unknown, V>
  disabled: boolean
  /** How many photos the field holds at most. */
  max: number
  /** The file input's id; the hint's and the error's ids start with it. */
  id: string
  hint: ReactNode
}) {
  // Only the photos are read and written: any form with that field will do.
  const form = anyForm as unknown as UseFormReturn<PhotoFieldValues, unknown, PhotoFieldValues>
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const { field, fieldState } = useController({ name: 'photos', control: form.control })
  const photos = field.value
  const error = fieldState.error?.message
  // Uploads finish while other photos are added or removed: each change goes to the latest list.
  const update = (change: (current: AttachedPhoto[]) => AttachedPhoto[]) =>
    form.setValue('photos', change(form.getValues('photos')))
  const change = (key: number, part: Partial<AttachedPhoto>) =>
    update((current) => current.map((photo) => (photo.key === key ? { ...photo, ...part } : photo)))

  function add(files: readonly File[]) {
    const room = Math.max(max - photos.length, 0)
    for (const file of files.slice(0, room)) {
      const key = nextKey++
      const progress: PhotoProgress = { step: 'preparing', percent: 0 }
      update((current) => [...current, { key, file, state: 'uploading', progress, url: null, error: null }])
      uploadPhoto(file, 'quote', (progress) => change(key, { progress })).then(
        (uploaded) =>
          change(key, { state: 'ready', url: uploaded.url, progress: { step: 'uploading', percent: 100 } }),
        (failure: unknown) => change(key, { state: 'failed', error: describeApiError(failure) }),
      )
    }
    if (files.length > room) form.setError('photos', { message: `You can attach up to ${photoCount(max)}.` })
    else form.clearErrors('photos')
  }

  return (
    <>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {hint}
      </p>
      {/* The kit draws no file input: this one is hidden, and the button-like label after it opens it
          and shows its keyboard focus and disabled state (\`peer\`). */}
      <input
        ref={field.ref}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
        multiple
        disabled={disabled || photos.length >= max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          add(files)
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          'secondary',
          'md',
          'peer-focus-visible:outline-brand-600 mt-3 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        )}
      >
        Add photos
      </label>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Attached photos">
          {photos.map((photo) => (
            <AttachedPhotoItem
              key={photo.key}
              photo={photo}
              onRemove={() => update((current) => current.filter((item) => item.key !== photo.key))}
            />
          ))}
        </ul>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  )
}

function AttachedPhotoItem({ photo, onRemove }: { photo: AttachedPhoto; onRemove: () => void }) {
  const preview = useObjectUrl(photo.file)
  const { name } = photo.file
  return (
    <li
      className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      data-photo-state={photo.state}
    >
      {preview && <img src={preview} alt="" className="aspect-[4/3] w-full object-cover" />}
      <div className="space-y-1 p-2 text-xs">
        <p className="truncate font-medium text-slate-800 dark:text-slate-100">{name}</p>
        {photo.state === 'uploading' && (
          <p className="flex items-center gap-1.5 text-slate-600 dark:text-slate-300" role="status">
            <Spinner />
            {photo.progress.step === 'preparing' ? 'Preparing' : 'Uploading'} {photo.progress.percent}%
          </p>
        )}
        {photo.state === 'ready' && <p className="text-emerald-800 dark:text-emerald-300">Attached</p>}
        {photo.state === 'failed' && (
          <p className="font-medium text-red-700 dark:text-red-300" role="alert">
            {photo.error}
          </p>
        )}
        <Button variant="link" onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  )
}
