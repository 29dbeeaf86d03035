import { useId } from 'react'
import type { PhotoProgress } from '../photos/photo-upload.ts'

/** One bar: preparing the photo, sending it, then the submission ('Finishing up…' once every byte is sent). */
export function UploadProgress({ progress: { step, percent: progress } }: { progress: PhotoProgress }) {
  const labelId = useId()
  const label =
    step === 'preparing' ? 'Preparing photo…' : progress < 100 ? 'Uploading photo…' : 'Finishing up…'
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
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
  )
}
