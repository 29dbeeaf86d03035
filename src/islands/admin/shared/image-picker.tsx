/**
 * An image for a post or a gallery entry, chosen by upload (drag and drop, or click to pick) or
 * given as an address. While a picture is previewed, the address field is disabled (SPEC.md
 * section 2); removing the preview enables it again. The file itself is sent when the form is
 * saved, so nothing is uploaded for a form that is cancelled.
 */
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react'
import type { Notice } from '../../../domain/messages.ts'
import { Field, FieldError, Hint, Input, Legend } from '../../ui/field.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { checkAdminFile, type ImageChoice } from './image-choice.ts'
import { loadPhotoPreparation } from '../../photos/photo-upload.ts'
import { useObjectUrl } from '../../photos/object-url.ts'
import { useAuthorizedSrc } from '../../shared/authorized-src.ts'
import { mediaApiPath } from '../../shared/review-picture.tsx'
import { Upload, X } from 'lucide-react'

// The gallery's form imports the value's type from here.

interface Props {
  id: string
  /** The picker's label, e.g. 'Featured image'. */
  label: string
  value: ImageChoice
  onChange: (next: ImageChoice) => void
  /** A refused file (not an image): shown as a toast. */
  onRefuse: (notice: Notice) => void
  disabled?: boolean
  /** Marks the picker invalid ('Missing image'), with this text under it. */
  error?: string | undefined
  /** An error for the URL field alone (e.g. the address is not http(s)). */
  urlError?: string | undefined
  /** Progress from 0 to 100 while saving (preparing the photo, then uploading it), else null. */
  progress?: number | null
  /** The current image may be private (a photo not approved): load it with the admin's token. */
  privateCurrent?: boolean
}

export function ImagePicker({
  id,
  label,
  value,
  onChange,
  onRefuse,
  disabled = false,
  error,
  urlError,
  progress = null,
  privateCurrent = false,
}: Props) {
  const [dragging, setDragging] = useState(false)
  // After removal the file picker is back: the focus goes to it, not to the top of the page.
  const refocus = useRef(false)
  const file = value.preview?.kind === 'file' ? value.preview.file : null
  const objectUrl = useObjectUrl(file)

  function choose(chosen: File | undefined) {
    if (!chosen || disabled) return
    const problem = checkAdminFile(chosen)
    if (problem) {
      onRefuse(problem)
      return
    }
    onChange({ ...value, preview: { kind: 'file', file: chosen } })
    // The preparing code loads with the first photo, while the rest of the form is filled in.
    void loadPhotoPreparation().catch(() => {})
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    choose(event.target.files?.[0])
    // The same file can be chosen again after removing it.
    event.target.value = ''
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }

  function remove() {
    // Removing the entry's current image also clears its address, so the field starts empty.
    onChange({ preview: null, url: value.preview?.kind === 'current' ? '' : value.url })
    refocus.current = true
  }

  const current = value.preview?.kind === 'current' ? value.preview.url : null
  const privatePath = privateCurrent && current ? mediaApiPath(current) : null
  const privateSrc = useAuthorizedSrc(privatePath)
  const currentSrc = privatePath ? (privateSrc === 'failed' ? null : privateSrc) : current
  const previewSrc = value.preview?.kind === 'file' ? objectUrl : currentSrc

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{label}</Legend>
      {value.preview ? (
        <div className="mt-2">
          <div className="relative inline-block max-w-full">
            {previewSrc && (
              <img
                src={previewSrc}
                alt={
                  value.preview.kind === 'file' ? `Preview of ${value.preview.file.name}` : 'Current image'
                }
                className="max-h-56 max-w-full rounded-lg border border-slate-200 object-contain dark:border-slate-700"
              />
            )}
            <IconButton
              label="Remove image"
              variant="on-image"
              size="sm"
              onClick={remove}
              disabled={disabled}
              className="absolute top-2 right-2"
            >
              <X className="size-4" />
            </IconButton>
          </div>
          {value.preview.kind === 'file' && (
            <Hint>
              {value.preview.file.name} ({formatSize(value.preview.file.size)})
            </Hint>
          )}
          {progress !== null && (
            <div className="mt-2">
              <progress
                value={progress}
                max={100}
                aria-label="Upload progress"
                className="accent-brand-600 h-2 w-full max-w-xs"
              />
              <span className="ml-2 text-sm text-slate-700 dark:text-slate-300">{progress}%</span>
            </div>
          )}
        </div>
      ) : (
        <div className="mt-2">
          {/* A file input stays native (the kit draws no file input): hidden, with the drop zone as its label. */}
          <input
            ref={(input) => {
              if (!input || !refocus.current) return
              input.focus()
              refocus.current = false
            }}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="peer sr-only"
            onChange={onInput}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
          />
          <label
            htmlFor={`${id}-file`}
            onDragOver={(event) => {
              event.preventDefault()
              if (!disabled) setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-dragging={dragging || undefined}
            className={`peer-focus-visible:outline-brand-600 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${
              dragging
                ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
                : error
                  ? 'border-red-500 bg-white dark:border-red-400 dark:bg-slate-950'
                  : 'hover:border-brand-400 border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950'
            }`}
          >
            <Upload aria-hidden className="text-brand-700 dark:text-brand-300 size-8" strokeWidth={1.5} />
            <span className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Drag and drop an image here, or{' '}
              <span className="text-brand-700 dark:text-brand-300 underline">click to choose a file</span>
            </span>
            <span id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              PNG, JPG, GIF up to 5MB
            </span>
          </label>
        </div>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}

      <Field
        className="mt-4"
        label="Image URL"
        error={urlError}
        hint={
          <>
            {value.preview
              ? 'Remove the image above to use an address instead.'
              : 'Or link to an image that is already online.'}{' '}
            Uploads are optimized for web display: resized, converted to WebP and stripped of location data.
          </>
        }
      >
        <Input
          type="url"
          inputMode="url"
          value={value.preview?.kind === 'current' ? value.preview.url : value.url}
          onChange={(event) => onChange({ ...value, url: event.target.value })}
          disabled={disabled || value.preview !== null}
          placeholder="https://"
        />
      </Field>
    </fieldset>
  )
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
