/**
 * The request form's photos, a field of the form: each is prepared (made smaller, in a worker)
 * and uploaded as soon as it is chosen (uploadPhoto: POST /api/media, purpose quote), so the
 * request itself only carries their addresses; the visitor sees each one's progress, a failure
 * in words, and can remove any. The files stay private to the admins: the preview is the
 * visitor's own file, never read back from the server.
 */
import { useController, type UseFormReturn } from 'react-hook-form'
import { MAX_QUOTE_PHOTOS } from '../../domain/enquiry.ts'
import { describeApiError } from '../../lib/api-client.ts'
import { useObjectUrl } from '../photos/object-url.ts'
import { uploadPhoto, type PhotoProgress } from '../photos/photo-upload.ts'
import { Button, buttonClass } from '../ui/button.tsx'
import { FieldError } from '../ui/field.tsx'
import { Spinner } from '../ui/spinner.tsx'
import type { QuoteFormValues, QuotePhoto } from './quote-form-model.ts'

const HINT_ID = 'quote-photos-hint'
const ERROR_ID = 'quote-photos-error'
let nextKey = 0

export function QuotePhotos({
  form,
  disabled,
}: {
  form: UseFormReturn<QuoteFormValues, unknown, QuoteFormValues>
  disabled: boolean
}) {
  const { field, fieldState } = useController({ name: 'photos', control: form.control })
  const photos = field.value
  const error = fieldState.error?.message
  // Uploads finish while other photos are added or removed: each change goes to the latest list.
  const update = (change: (current: QuotePhoto[]) => QuotePhoto[]) =>
    form.setValue('photos', change(form.getValues('photos')))
  const change = (key: number, part: Partial<QuotePhoto>) =>
    update((current) => current.map((photo) => (photo.key === key ? { ...photo, ...part } : photo)))

  function add(files: readonly File[]) {
    const room = Math.max(MAX_QUOTE_PHOTOS - photos.length, 0)
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
    if (files.length > room)
      form.setError('photos', { message: `You can attach up to ${MAX_QUOTE_PHOTOS} photos.` })
    else form.clearErrors('photos')
  }

  return (
    <>
      <p id={HINT_ID} className="text-sm text-slate-600 dark:text-slate-300">
        Add up to {MAX_QUOTE_PHOTOS} photos of the problem or the space: they help us quote. Only our staff
        can see them.
      </p>
      <label htmlFor="quote-photos" className={buttonClass('secondary', 'md', 'mt-3 cursor-pointer')}>
        Add photos
      </label>
      {/* The kit draws no file input: this one is hidden, and the button-like label above opens it. */}
      <input
        ref={field.ref}
        id="quote-photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
        multiple
        disabled={disabled || photos.length >= MAX_QUOTE_PHOTOS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          add(files)
        }}
      />
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Attached photos">
          {photos.map((photo) => (
            <AttachedPhoto
              key={photo.key}
              photo={photo}
              onRemove={() => update((current) => current.filter((item) => item.key !== photo.key))}
            />
          ))}
        </ul>
      )}
      {error && <FieldError id={ERROR_ID}>{error}</FieldError>}
    </>
  )
}

function AttachedPhoto({ photo, onRemove }: { photo: QuotePhoto; onRemove: () => void }) {
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
