/**
 * The form panel, 'Add New Image' or 'Edit Gallery Image' (SPEC.md sections 2, 4 and 5): title,
 * category (Electrical by default), description and location (optional), and the image by
 * upload (drag and drop or click, with preview) or by address. An admin's image is public at
 * once. Cancel, the X and a successful save close it. The fields are on react-hook-form.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import type { GalleryImage } from '../../../domain/gallery-image.ts'
import { notices } from '../../../domain/messages.ts'
import { api, describeApiError, fieldError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { Field, Input, Select, TextArea } from '../../ui/field.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { panelClass } from '../../ui/panel.ts'
import { currentImage, hasImage, imageUrlProblem, noImage, resolveImage } from '../shared/image-choice.ts'
import { ImagePicker, type ImageChoice } from '../shared/image-picker.tsx'
import {
  checkImageChosen,
  checkImageTitle,
  draftFromImage,
  emptyImageDraft,
  toGalleryPayload,
  type ImageDraft,
} from './gallery-model.ts'
import { afterImageChange } from './gallery-queries.ts'
import { X } from 'lucide-react'
import { Button } from '../../ui/button.tsx'

interface Props {
  /** The image to edit; none to add one. */
  image?: GalleryImage | undefined
  categories: readonly string[]
  onClose: () => void
}

/** The image's own problems (none chosen, a bad address) are kept beside the form's fields. */
type ImageErrors = { image?: string; image_url?: string }

/** The API's field names a failed save may name; all but image_url are the draft's too. */
const DRAFT_FIELDS = ['title', 'category', 'description', 'location'] as const

/** react-hook-form's resolver: the title the shared rule asks for (gallery-model.ts). */
const resolver: Resolver<ImageDraft> = async (values) => {
  const problem = checkImageTitle(values)
  if (!problem) return { values, errors: {} }
  const errors: FieldErrors<ImageDraft> = { title: { type: 'missing', message: problem.description } }
  return { values: {}, errors }
}

export function ImageForm({ image, categories, onClose }: Props) {
  const editing = image !== undefined
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ImageDraft>({
    defaultValues: image ? draftFromImage(image) : emptyImageDraft(),
    resolver,
    // The image is checked first, and it is no field of the form: the form focuses itself.
    shouldFocusError: false,
  })
  const [choice, setChoice] = useState<ImageChoice>(() =>
    image ? currentImage(image.image_url, image.image_variants) : noImage,
  )
  const [imageErrors, setImageErrors] = useState<ImageErrors>({})
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => heading.current?.focus(), [])

  const save = useMutation({
    mutationFn: async (current: { draft: ImageDraft; choice: ImageChoice }) => {
      const resolved = await resolveImage(current.choice, 'gallery', setProgress)
      if (!resolved) throw new Error('No image')
      const payload = toGalleryPayload(current.draft, resolved)
      return image ? api.gallery.update(image.id, payload) : api.gallery.create(payload)
    },
    onSettled: () => setProgress(null),
  })
  const busy = save.isPending
  const failure = editing ? 'Error updating image' : 'Error uploading image'
  // The category being edited may be one that is no longer offered; keep it selectable.
  const category = watch('category')
  const options = categories.some((name) => name === category) ? categories : [category, ...categories]

  /** 'Missing image' comes before anything about the fields, as in the original form. */
  function refusedForImage(): boolean {
    const problem = checkImageChosen(hasImage(choice))
    if (!problem) return false
    setImageErrors({ image: problem.description })
    notify({ ...problem, variant: 'destructive' })
    document.getElementById(`${id}-image-file`)?.focus()
    return true
  }

  function refuse(fieldErrors: FieldErrors<ImageDraft>) {
    if (refusedForImage() || !fieldErrors.title) return
    notify({ ...notices.missingImageInformation, variant: 'destructive' })
    document.getElementById(`${id}-title`)?.focus()
  }

  async function send(draft: ImageDraft) {
    if (busy || refusedForImage()) return
    const urlProblem = imageUrlProblem(choice)
    if (urlProblem) {
      setImageErrors({ image_url: urlProblem })
      notify({ title: failure, description: urlProblem, variant: 'destructive' })
      document.getElementById(`${id}-image-url`)?.focus()
      return
    }
    setImageErrors({})
    try {
      const saved = await save.mutateAsync({ draft, choice })
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
    } catch (error) {
      for (const field of DRAFT_FIELDS) {
        const message = fieldError(error, field)
        if (message) setError(field, { type: 'server', message })
      }
      const urlMessage = fieldError(error, 'image_url')
      if (urlMessage) setImageErrors({ image_url: urlMessage })
      notify({ title: failure, description: describeApiError(error), variant: 'destructive' })
    }
  }

  const ids = {
    heading: `${id}-heading`,
    title: `${id}-title`,
    category: `${id}-category`,
    description: `${id}-description`,
    location: `${id}-location`,
    image: `${id}-image`,
  }
  const optional = <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>

  return (
    <section aria-labelledby={ids.heading} className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex items-start justify-between gap-4">
        <h2
          id={ids.heading}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
        >
          {editing ? 'Edit Gallery Image' : 'Add New Image'}
        </h2>
        <IconButton label="Close form" onClick={onClose} disabled={busy} className="-m-2">
          <X className="size-5" />
        </IconButton>
      </div>

      <form
        noValidate
        onSubmit={handleSubmit(send, refuse)}
        aria-labelledby={ids.heading}
        className="mt-6 grid gap-6 md:grid-cols-2"
      >
        <div className="flex flex-col gap-5">
          <Field label="Image Title" id={ids.title} error={errors.title?.message}>
            <Input
              {...register('title')}
              disabled={busy}
              required
              placeholder="e.g. Switchboard upgrade in Marrickville"
            />
          </Field>
          <Field label="Category" id={ids.category} error={errors.category?.message}>
            <Select {...register('category')} disabled={busy}>
              {options.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={<>Description {optional}</>} id={ids.description} error={errors.description?.message}>
            <TextArea
              {...register('description')}
              disabled={busy}
              rows={4}
              placeholder="What was done, and for whom"
            />
          </Field>
          <Field label={<>Location {optional}</>} id={ids.location} error={errors.location?.message}>
            <Input {...register('location')} disabled={busy} placeholder="e.g. Sydney CBD" />
          </Field>
        </div>

        <ImagePicker
          id={ids.image}
          label="Image"
          value={choice}
          onChange={(next) => {
            setChoice(next)
            setImageErrors({})
          }}
          onRefuse={(notice) => notify({ ...notice, variant: 'destructive' })}
          disabled={busy}
          error={imageErrors.image}
          urlError={imageErrors.image_url}
          progress={progress}
          privateCurrent={image !== undefined && image.status !== 'approved'}
        />

        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 md:col-span-2 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" pending={busy}>
            {busy
              ? progress !== null && progress < 100
                ? `Uploading... ${progress}%`
                : editing
                  ? 'Updating...'
                  : 'Uploading...'
              : editing
                ? 'Update Image'
                : 'Upload Image'}
          </Button>
        </div>
      </form>
    </section>
  )
}
