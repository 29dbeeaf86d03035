/**
 * Putting a picture in a post: the file is prepared in the browser (made smaller, upright:
 * uploadPhoto), then goes through the upload pipeline (checked, re-encoded
 * without metadata, stored under /media), then the picture is inserted with its alt text and
 * size, so the post page reserves its space. The post claims the upload when it is saved.
 */
import type { Editor } from '@tiptap/core'
import { useId, useState } from 'react'
import { describeApiError } from '../../../../lib/api-client.ts'
import { loadPhotoPreparation, uploadPhoto, type PhotoProgress } from '../../../shared/photo-upload.ts'
import { Field, FieldError, Input, Label } from '../../../ui/field.tsx'
import { checkAdminFile } from '../../shared/image-choice.ts'
import { closePanel, EditorPanel } from './editor-panel.tsx'
import { Button } from '../../../ui/button.tsx'

export const ALT_MISSING = 'Please describe the picture for people who cannot see it'
export const FILE_MISSING = 'Please choose a picture to upload'

interface Props {
  editor: Editor
  onClose: () => void
}

export function ImagePanel({ editor, onClose }: Props) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [alt, setAlt] = useState('')
  const [progress, setProgress] = useState<PhotoProgress | null>(null)
  const [problems, setProblems] = useState<{ file?: string; alt?: string }>({})
  const busy = progress !== null

  async function insert() {
    const found = {
      ...(file ? {} : { file: FILE_MISSING }),
      ...(alt.trim() ? {} : { alt: ALT_MISSING }),
    }
    setProblems(found)
    if (!file || found.alt) {
      document.getElementById(found.file ? `${id}-file` : `${id}-alt`)?.focus()
      return
    }
    setProgress({ step: 'preparing', percent: 0 })
    try {
      const uploaded = await uploadPhoto(file, 'blog', setProgress)
      editor
        .chain()
        .focus()
        .setImage({ src: uploaded.url, alt: alt.trim(), width: uploaded.width, height: uploaded.height })
        .run()
      onClose()
    } catch (error) {
      setProblems({ file: describeApiError(error) })
      setProgress(null)
    }
  }

  return (
    <EditorPanel
      editor={editor}
      label="Insert an image"
      onEnter={() => void insert()}
      onClose={onClose}
      busy={busy}
      className="grid gap-3 sm:grid-cols-2"
    >
      <div>
        <Label htmlFor={`${id}-file`}>Picture</Label>
        {/* The kit draws no file input; the browser's own, with its "Choose file" button, is plain enough here. */}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          autoFocus
          disabled={busy}
          aria-invalid={problems.file ? true : undefined}
          aria-describedby={problems.file ? `${id}-file-problem` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            const refused = chosen ? checkAdminFile(chosen) : null
            setFile(refused ? null : chosen)
            setProblems((current) => ({ ...current, file: refused?.description }))
            if (chosen && !refused) void loadPhotoPreparation().catch(() => {})
          }}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-medium dark:text-slate-300 dark:file:bg-slate-700 dark:file:text-slate-100"
        />
        {problems.file && <FieldError id={`${id}-file-problem`}>{problems.file}</FieldError>}
      </div>
      <Field
        id={`${id}-alt`}
        label="Alt text"
        hint="What the picture shows, for screen readers and when it cannot load."
        error={problems.alt}
      >
        <Input
          value={alt}
          disabled={busy}
          maxLength={300}
          onChange={(event) => {
            setAlt(event.target.value)
            setProblems((current) => ({ ...current, alt: undefined }))
          }}
          placeholder="e.g. A new switchboard with safety switches"
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" disabled={busy} onClick={() => closePanel(editor, onClose)}>
          Cancel
        </Button>
        <Button pending={busy} onClick={() => void insert()}>
          {progress === null
            ? 'Insert image'
            : `${progress.step === 'preparing' ? 'Preparing' : 'Uploading'}... ${progress.percent}%`}
        </Button>
      </div>
    </EditorPanel>
  )
}
