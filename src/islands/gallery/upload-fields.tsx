/**
 * What the uploader says about the photo: title, description, category, location, tags and the
 * date taken (SPEC.md section 3's upload draft), as kit fields registered with the dialog's
 * react-hook-form, each with its error line.
 */
import { useQuery } from '@tanstack/react-query'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { DEFAULT_GALLERY_CATEGORIES } from '../../domain/gallery-image.ts'
import { Field, Input, Options, Select, TextArea } from '../ui/field.tsx'
import { galleryQueries } from './gallery-queries.ts'
import { localToday } from '../shared/local-date.ts'
import { firstMessage, type UploadDraft } from './upload-form.ts'

interface Props {
  register: UseFormRegister<UploadDraft>
  errors: FieldErrors<UploadDraft>
  /** The categories are asked for while the dialog is open. */
  open: boolean
}

export function UploadFields({ register, errors, open }: Props) {
  const categories = useQuery({ ...galleryQueries.categories(), enabled: open })
  const categoryNames = categories.data?.map((category) => category.name) ?? [...DEFAULT_GALLERY_CATEGORIES]

  return (
    <>
      <Field name="title" label="Title">
        <Input
          type="text"
          maxLength={120}
          aria-required="true"
          placeholder="e.g. New switchboard, Marrickville"
        />
      </Field>

      <Field name="description" label="Description" optional>
        <TextArea maxLength={1000} rows={3} placeholder="What was the job, and what are we looking at?" />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="category" label="Category">
          <Select>
            <Options options={categoryNames} />
          </Select>
        </Field>
        <Field name="location" label="Location" optional>
          <Input type="text" maxLength={120} placeholder="e.g. Sydney CBD" />
        </Field>
        <Field label="Tags" optional hint="Separate tags with commas." error={firstMessage(errors.tags)}>
          <Input {...register('tags')} type="text" placeholder="e.g. lighting, renovation" />
        </Field>
        <Field name="date" label="Date taken" optional hint="When the photo was taken.">
          {/* The browser's own date picker, drawn dark in dark mode. */}
          <Input type="date" max={localToday()} />
        </Field>
      </div>
    </>
  )
}
