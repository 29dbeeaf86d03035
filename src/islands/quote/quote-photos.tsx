/**
 * The request form's photos: each is prepared (made smaller, in a worker) and uploaded as soon
 * as it is chosen (uploadPhoto: POST /api/media, purpose quote), so the request itself only
 * carries their addresses; the visitor sees each one's progress, a failure in words, and can
 * remove any. The files stay private to the admins: the
 * preview is the visitor's own file, never read back from the server.
 */
import { useEffect, useRef, useState } from 'react'
import { MAX_QUOTE_PHOTOS } from '../../domain/enquiry.ts'
import { describeApiError } from '../../lib/api-client.ts'
import { uploadPhoto, type PhotoProgress } from '../shared/photo-upload.ts'
import { Button } from '../ui/button.tsx'
import { Spinner } from '../ui/spinner.tsx'

export interface QuotePhoto {
  key: number
  name: string
  preview: string
  state: 'uploading' | 'ready' | 'failed'
  progress: PhotoProgress
  url: string | null
  error: string | null
}

export function useQuotePhotos() {
  const [photos, setPhotos] = useState<QuotePhoto[]>([])
  const nextKey = useRef(0)
  const previews = useRef(new Set<string>())

  useEffect(
    () => () => {
      for (const preview of previews.current) URL.revokeObjectURL(preview)
    },
    [],
  )

  const change = (key: number, update: Partial<QuotePhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...update } : photo)))

  function add(files: readonly File[]): string | null {
    const room = MAX_QUOTE_PHOTOS - photos.length
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = nextKey.current++
      const preview = URL.createObjectURL(file)
      previews.current.add(preview)
      setPhotos((current) => [
        ...current,
        {
          key,
          name: file.name,
          preview,
          state: 'uploading',
          progress: { step: 'preparing', percent: 0 },
          url: null,
          error: null,
        },
      ])
      uploadPhoto(file, 'quote', (progress) => change(key, { progress })).then(
        (uploaded) =>
          change(key, { state: 'ready', url: uploaded.url, progress: { step: 'uploading', percent: 100 } }),
        (error: unknown) => change(key, { state: 'failed', error: describeApiError(error) }),
      )
    }
    return files.length > room ? `You can attach up to ${MAX_QUOTE_PHOTOS} photos.` : null
  }

  function remove(key: number) {
    setPhotos((current) => {
      const photo = current.find((item) => item.key === key)
      if (photo) {
        URL.revokeObjectURL(photo.preview)
        previews.current.delete(photo.preview)
      }
      return current.filter((item) => item.key !== key)
    })
  }

  function clear() {
    for (const photo of photos) remove(photo.key)
  }

  return {
    photos,
    add,
    remove,
    clear,
    uploading: photos.some((photo) => photo.state === 'uploading'),
    urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
  }
}

export function QuotePhotoList({
  photos,
  onRemove,
}: {
  photos: QuotePhoto[]
  onRemove: (key: number) => void
}) {
  if (photos.length === 0) return null
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Attached photos">
      {photos.map((photo) => (
        <li
          key={photo.key}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          data-photo-state={photo.state}
        >
          <img src={photo.preview} alt="" className="aspect-[4/3] w-full object-cover" />
          <div className="space-y-1 p-2 text-xs">
            <p className="truncate font-medium text-slate-800 dark:text-slate-100">{photo.name}</p>
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
            <Button variant="link" onClick={() => onRemove(photo.key)}>
              Remove<span className="sr-only"> {photo.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
