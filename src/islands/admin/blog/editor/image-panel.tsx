/**
 * Putting a picture in a post: the file is prepared in the browser (made smaller, upright:
 * uploadPhoto), then goes through the upload pipeline (checked, re-encoded
 * without metadata, stored under /media), then the picture is inserted with its alt text and
 * size, so the post page reserves its space. The post claims the upload when it is saved.
 */
import type { Editor } from '@tiptap/core'
import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import { messages } from '../../../../domain/messages.ts'
import { describeApiError } from '../../../../lib/api-client.ts'
import { loadPhotoPreparation, uploadPhoto, type PhotoProgress } from '../../../photos/photo-upload.ts'
import { Button } from '../../../ui/button.tsx'
import { Field, FieldError, Input, Label } from '../../../ui/field.tsx'
import { fieldRefusal, useApiForm } from '../../../ui/form/use-api-form.ts'
import { checkAdminFile } from '../../shared/image-choice.ts'
import { closePanel, EditorPanel } from './editor-panel.tsx'

export const ALT_MISSING = 'Please describe the picture for people who cannot see it'
export const FILE_MISSING = 'Please choose a picture to upload'

const PictureSchema = z.object({
  file: z
    .instanceof(File, { error: FILE_MISSING })
    .refine((file) => !checkAdminFile(file), messages.invalidFileTypeAdmin),
  alt: z.string().trim().min(1, ALT_MISSING),
})

const STARTING: PhotoProgress = { step: 'preparing', percent: 0 }

interface Props {
  editor: Editor
  onClose: () => void
}

export function ImagePanel({ editor, onClose }: Props) {
  const id = useId()
  const [progress, setProgress] = useState<PhotoProgress>(STARTING)
  const { form, submit, pending } = useApiForm({
    schema: PictureSchema,
    defaultValues: { alt: '' },
    // A failed upload is told under the picture, as the refusal of that file.
    meta: { errorToast: false },
    mutationFn: async ({ file }) => {
      setProgress(STARTING)
      try {
        return await uploadPhoto(file, 'blog', setProgress)
      } catch (error) {
        throw fieldRefusal('file', describeApiError(error))
      }
    },
    onSuccess: (uploaded, { alt }) => {
      editor
        .chain()
        .focus()
        .setImage({ src: uploaded.url, alt, width: uploaded.width, height: uploaded.height })
        .run()
      onClose()
    },
  })
  const insert = () => void submit()

  return (
    <EditorPanel
      editor={editor}
      label="Insert an image"
      onEnter={insert}
      onClose={onClose}
      busy={pending}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Controller
        name="file"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <div>
            <Label htmlFor={`${id}-file`}>Picture</Label>
            {/* The kit draws no file input; the browser's own, with its "Choose file" button, is plain enough here. */}
            <input
              id={`${id}-file`}
              ref={field.ref}
              name={field.name}
              type="file"
              accept="image/*"
              autoFocus
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-file-problem` : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0]
                field.onChange(chosen)
                if (!chosen) return
                // A file that is no picture is refused as soon as it is chosen.
                void form.trigger('file')
                if (!checkAdminFile(chosen)) void loadPhotoPreparation().catch(() => {})
              }}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-medium dark:text-slate-300 dark:file:bg-slate-700 dark:file:text-slate-100"
            />
            {error && <FieldError id={`${id}-file-problem`}>{error.message}</FieldError>}
          </div>
        )}
      />
      <Field
        label="Alt text"
        hint="What the picture shows, for screen readers and when it cannot load."
        error={form.formState.errors.alt?.message}
      >
        <Input
          {...form.register('alt')}
          disabled={pending}
          maxLength={300}
          placeholder="e.g. A new switchboard with safety switches"
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" disabled={pending} onClick={() => closePanel(editor, onClose)}>
          Cancel
        </Button>
        <Button pending={pending} onClick={insert}>
          {pending
            ? `${progress.step === 'preparing' ? 'Preparing' : 'Uploading'}... ${progress.percent}%`
            : 'Insert image'}
        </Button>
      </div>
    </EditorPanel>
  )
}
