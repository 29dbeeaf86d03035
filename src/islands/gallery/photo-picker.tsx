/**
 * The upload dialog's photo: a drop zone that is also the file picker's label (click it, or
 * drag a photo onto it), and the chosen photo's preview with 'Remove photo'. A refused file (not
 * an image, or one this browser cannot decode) is never kept; a large photo is taken and made
 * smaller before it is sent (uploadPhoto). It is not a kit Field: the
 * drop zone is a second label of the hidden file input, so the picker names and describes the
 * input itself (docs/decisions/027-ui-kit-and-forms.md).
 */
import { Upload } from 'lucide-react'
import { useId, useState, type DragEvent, type Ref } from 'react'
import type { Notice } from '../../domain/messages.ts'
import { useObjectUrl } from '../photos/object-url.ts'
import { loadPhotoPreparation, unreadablePhoto } from '../photos/photo-upload.ts'
import { Button } from '../ui/button.tsx'
import { FieldError, Hint, Label } from '../ui/field.tsx'
import { checkChosenFile } from './upload-form.ts'

interface Props {
  file: File | null
  onChange: (file: File | null) => void
  /** A refused file: shown as a toast. */
  onRefuse: (notice: Notice) => void
  disabled: boolean
  /** Marks the picker invalid ('Missing image'), with this text under it. */
  error?: string | undefined
  /** The file input, which the form focuses when the photo is missing. */
  inputRef: Ref<HTMLInputElement>
}

export function PhotoPicker({ file, onChange, onRefuse, disabled, error, inputRef }: Props) {
  const id = useId()
  const ids = { input: `${id}-input`, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` }
  const [dragging, setDragging] = useState(false)

  function choose(chosen: File | undefined) {
    if (!chosen) return
    const problem = checkChosenFile(chosen)
    if (problem) return onRefuse(problem)
    onChange(chosen)
    // The preparing code loads with the first photo, while the uploader types the rest.
    void loadPhotoPreparation().catch(() => {})
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) choose(event.dataTransfer.files[0])
  }

  return (
    <div>
      <Label id={ids.label}>Photo</Label>
      {file && (
        <PhotoPreview
          file={file}
          disabled={disabled}
          onRemove={() => {
            onChange(null)
            document.getElementById(ids.input)?.focus()
          }}
          onBroken={() => {
            // A file this browser cannot decode (a HEIC photo in Chrome, a broken file) cannot be prepared either.
            onChange(null)
            onRefuse(unreadablePhoto)
          }}
        />
      )}
      <label
        htmlFor={ids.input}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`has-[:focus-visible]:outline-brand-500 mt-1 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
          file ? 'py-3' : 'py-8'
        } ${
          dragging
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
            : error
              ? 'border-red-600 dark:border-red-400'
              : 'hover:border-brand-500 border-slate-300 dark:border-slate-600'
        }`}
      >
        {!file && <Upload className="size-8 text-slate-500 dark:text-slate-400" strokeWidth={1.5} />}
        <span className="text-brand-700 dark:text-brand-300 font-semibold">
          {file ? (
            'Choose a different photo'
          ) : (
            <>
              Choose a photo
              {/* Dropping needs a mouse: a phone or tablet has only the tap (issue 28). */}
              <span className="hidden pointer-fine:inline">, or drop it here</span>
            </>
          )}
        </span>
        {/* The kit draws no file input: this one is hidden, and the drop zone around it is its face. */}
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-labelledby={ids.label}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // The same file can be chosen again after it was refused or removed.
            event.target.value = ''
            choose(chosen)
          }}
          className="sr-only"
        />
      </label>
      <Hint id={ids.hint}>
        Recommended resolution at least 1200x800 px. Formats: JPG, PNG, WebP. Large photos are made smaller
        before they are sent.
      </Hint>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  )
}

function PhotoPreview({
  file,
  disabled,
  onRemove,
  onBroken,
}: {
  file: File
  disabled: boolean
  onRemove: () => void
  onBroken: () => void
}) {
  const src = useObjectUrl(file)
  if (!src) return null
  return (
    <div className="relative mt-1 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      <img
        src={src}
        alt="Preview of the chosen photo"
        className="max-h-48 w-full bg-slate-100 object-contain dark:bg-slate-800"
        onError={onBroken}
      />
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
        <span className="truncate text-slate-700 dark:text-slate-300">{file.name}</span>
        <Button variant="danger-subtle" size="sm" onClick={onRemove} disabled={disabled} className="shrink-0">
          Remove photo
        </Button>
      </div>
    </div>
  )
}
