/**
 * The form panel, 'Add New Image' or 'Edit Gallery Image' (SPEC.md sections 2, 4 and 5): title,
 * category (Electrical by default), description and location (optional), and the image by
 * upload (drag and drop or click, with preview) or by address. An admin's image is public at
 * once. Cancel, the X and a successful save close it. The form is on the recipe (useApiForm).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { notices } from '../../../domain/messages.ts'
import { api } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { Field, Input, Options, Select, TextArea } from '../../ui/field.tsx'
import { fieldRefusal, useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { panelClass } from '../../ui/panel.ts'
import { imageUrlProblem, resolveImage } from '../shared/image-choice.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import { ImageFormSchema, imageFormValues } from './gallery-model.ts'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { afterImageChange } from './gallery-queries.ts'
import { X } from 'lucide-react'

interface Props {
  /** The image to edit; none to add one. */
  image?: GalleryImage | undefined
  categories: readonly string[]
  onClose: () => void
}

export function ImageForm({ image, categories, onClose }: Props) {
  const editing = image !== undefined
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const { form, formProps, pending } = useApiForm({
    schema: ImageFormSchema,
    defaultValues: imageFormValues(image),
    mutationFn: async ({ image: choice, ...fields }) => {
      const urlProblem = imageUrlProblem(choice)
      if (urlProblem) throw fieldRefusal('image', urlProblem)
      try {
        const resolved = await resolveImage(choice, 'gallery', setProgress)
        if (!resolved) throw fieldRefusal('image', notices.missingImageOrUrl.description)
        const payload = { ...fields, image_url: resolved.url, image_variants: resolved.variants }
        return await (image ? api.gallery.update(image.id, payload) : api.gallery.create(payload))
      } finally {
        setProgress(null)
      }
    },
    meta: { errorTitle: editing ? 'Error updating image' : 'Error uploading image' },
    // The API names the address image_url; the picker is the form's `image`.
    fieldNames: { image_url: 'image', image_variants: 'image' },
    // 'Missing image' comes before anything about the fields, as in the original form.
    focusFirst: ['image'],
    onInvalid: (errors) => {
      if (errors.image) notify({ ...notices.missingImageOrUrl, variant: 'destructive' })
      else if (errors.title) notify({ ...notices.missingImageInformation, variant: 'destructive' })
    },
    onSuccess: (saved) => {
      notify(
        editing
          ? {
              title: 'Image updated',
              description: 'The gallery image has been updated successfully',
              variant: 'success',
            }
          : {
              title: 'Image uploaded',
              description: 'Your image has been added to the gallery',
              variant: 'success',
            },
      )
      void afterImageChange({ saved, isNew: !editing })
      onClose()
    },
  })

  useEffect(() => heading.current?.focus(), [])

  // The category being edited may be one that is no longer offered; keep it selectable.
  const category = form.watch('category') ?? ''
  const options = categories.some((name) => name === category) ? categories : [category, ...categories]

  const ids = {
    heading: `${id}-heading`,
    title: `${id}-title`,
    category: `${id}-category`,
    description: `${id}-description`,
    location: `${id}-location`,
    image: `${id}-image`,
  }

  return (
    <section aria-labelledby={ids.heading} className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex items-start justify-between gap-4">
        <h2
          id={ids.heading}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-hidden dark:text-white"
        >
          {editing ? 'Edit Gallery Image' : 'Add New Image'}
        </h2>
        <IconButton label="Close form" onClick={onClose} disabled={pending} className="-m-2">
          <X className="size-5" />
        </IconButton>
      </div>

      <Form
        form={form}
        {...formProps}
        aria-labelledby={ids.heading}
        className="mt-6 grid gap-6 md:grid-cols-2"
      >
        <div className="flex flex-col gap-5">
          <Field name="title" label="Image Title" id={ids.title}>
            <Input disabled={pending} required placeholder="e.g. Switchboard upgrade in Marrickville" />
          </Field>
          <Field name="category" label="Category" id={ids.category}>
            <Select disabled={pending}>
              <Options options={options} />
            </Select>
          </Field>
          <Field name="description" label="Description" optional id={ids.description}>
            <TextArea disabled={pending} rows={4} placeholder="What was done, and for whom" />
          </Field>
          <Field name="location" label="Location" optional id={ids.location}>
            <Input disabled={pending} placeholder="e.g. Sydney CBD" />
          </Field>
        </div>

        <Controller
          name="image"
          control={form.control}
          render={({ field, fieldState: { error } }) => {
            // A refused address (here or by the API) shows by the URL field; 'Missing image' by the drop zone.
            const onUrl = error?.type === 'server'
            const focus = () => document.getElementById(`${ids.image}-${onUrl ? 'url' : 'file'}`)?.focus()
            return (
              <div ref={(node) => field.ref(node && { focus })} className="min-w-0">
                <ImagePicker
                  id={ids.image}
                  label="Image"
                  value={field.value}
                  onChange={field.onChange}
                  onRefuse={(notice) => notify({ ...notice, variant: 'destructive' })}
                  disabled={pending}
                  error={onUrl ? undefined : error?.message}
                  urlError={onUrl ? error.message : undefined}
                  progress={progress}
                  privateCurrent={image !== undefined && image.status !== 'approved'}
                />
              </div>
            )
          }}
        />

        <FormButtons
          className="justify-end border-t border-slate-200 pt-5 md:col-span-2 dark:border-slate-800"
          onCancel={onClose}
          pending={pending}
        >
          {pending
            ? progress !== null && progress < 100
              ? `Uploading... ${progress}%`
              : editing
                ? 'Updating...'
                : 'Uploading...'
            : editing
              ? 'Update Image'
              : 'Upload Image'}
        </FormButtons>
      </Form>
    </section>
  )
}
