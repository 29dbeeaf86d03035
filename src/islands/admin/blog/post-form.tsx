/**
 * Create or edit a post (SPEC.md sections 2, 4 and 5): title, content (visual editor), slug
 * shown live as the server will make it, image by upload or address, tags, read time, category
 * and featured, on react-hook-form with the shared schema's checks (post-form-model.ts). The
 * image goes up first (with progress), then the post. Cancel, the X and a successful save hand
 * back to the list.
 */
import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { notices } from '../../../domain/messages.ts'
import type { Post } from '../../../domain/post.ts'
import { api, describeApiError, fieldError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { Checkbox, Field, Input } from '../../ui/field.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { panelClass } from '../../ui/panel.ts'
import {
  currentImage,
  imageUrlProblem,
  noImage,
  resolveImage,
  type ImageChoice,
} from '../shared/image-choice.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import {
  draftErrors,
  draftField,
  draftFromPost,
  emptyDraft,
  previewSlug,
  toPostPayload,
  type PostDraft,
} from './post-form-model.ts'
import { afterPostChange } from './post-queries.ts'
import { X } from 'lucide-react'
import { LoadingState } from '../../ui/spinner.tsx'
import { Button } from '../../ui/button.tsx'

// The editor (Tiptap and ProseMirror) is the heaviest part of the admin: it loads when a form opens.
const PostContentEditor = lazy(() => import('./editor/post-content-editor.tsx'))

interface Props {
  /** The post to edit; none to create one. */
  post?: Post | undefined
  onClose: (saved?: Post) => void
}

/** The order the form's fields are in, for focusing the first with a problem. */
const FIELD_ORDER = ['title', 'slug', 'content', 'tags', 'readTime', 'category'] as const

/** The API's field names a failed save may name. */
const API_FIELDS = ['title', 'content', 'slug', 'image_url', 'tags', 'read_time', 'category'] as const

/** react-hook-form's resolver: the draft checked by the shared schema (post-form-model.ts). */
const resolver: Resolver<PostDraft> = async (values) => {
  const errors = draftErrors(values)
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

export function PostForm({ post, onClose }: Props) {
  const editing = post !== undefined
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<PostDraft>({
    defaultValues: post ? draftFromPost(post) : emptyDraft(),
    resolver,
    // The form focuses the first field with a problem itself: the content editor is no input.
    shouldFocusError: false,
  })
  const [image, setImage] = useState<ImageChoice>(() =>
    post ? currentImage(post.image_url, post.image_variants) : noImage,
  )
  const [imageError, setImageError] = useState<string | undefined>()
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => heading.current?.focus(), [])

  const save = useMutation({
    mutationFn: async (current: { draft: PostDraft; image: ImageChoice }) => {
      const resolved = await resolveImage(current.image, 'blog', setProgress)
      const payload = toPostPayload(current.draft, resolved)
      return post ? api.posts.update(post.id, payload) : api.posts.create(payload)
    },
    onSettled: () => setProgress(null),
  })
  const busy = save.isPending
  const failure = editing ? 'Error updating post' : 'Error creating post'

  function focusField(field: keyof PostDraft | 'image_url') {
    document.getElementById(field === 'image_url' ? `${id}-image-url` : `${id}-${field}`)?.focus()
  }

  function refuse(errors: FieldErrors<PostDraft>) {
    const first = FIELD_ORDER.find((field) => errors[field])
    if (!first) return
    if (errors[first]?.type === 'missing') notify({ ...notices.missingPostFields, variant: 'destructive' })
    else notify({ title: failure, description: errors[first]?.message ?? '', variant: 'destructive' })
    focusField(first)
  }

  async function send(draft: PostDraft) {
    if (busy) return
    const urlProblem = imageUrlProblem(image)
    if (urlProblem) {
      setImageError(urlProblem)
      notify({ title: failure, description: urlProblem, variant: 'destructive' })
      focusField('image_url')
      return
    }
    setImageError(undefined)
    let saved: Post
    try {
      saved = await save.mutateAsync({ draft, image })
    } catch (error) {
      // The form stays as typed, so the admin can fix it and try again.
      for (const field of API_FIELDS) {
        const message = fieldError(error, field)
        const name = draftField(field)
        if (message && name) setError(name, { type: 'server', message })
        else if (message) setImageError(message)
      }
      notify({ title: failure, description: describeApiError(error), variant: 'destructive' })
      return
    }
    notify({
      title: editing ? 'Post updated' : 'Post created',
      description: editing
        ? `"${saved.title}" has been updated. The public site shows it in a few seconds.`
        : `"${saved.title}" is saved. The public site shows it in a few seconds.`,
      variant: 'success',
    })
    void afterPostChange({ saved, isNew: !editing })
    onClose(saved)
  }

  const [title, typedSlug] = watch(['title', 'slug'])
  const slug = previewSlug({ title, slug: typedSlug })
  const ids = {
    heading: `${id}-heading`,
    title: `${id}-title`,
    slug: `${id}-slug`,
    content: `${id}-content`,
    image: `${id}-image`,
    tags: `${id}-tags`,
    readTime: `${id}-readTime`,
    category: `${id}-category`,
    featured: `${id}-featured`,
  }
  return (
    <section aria-labelledby={ids.heading} className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex items-start justify-between gap-4">
        <h2
          id={ids.heading}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
        >
          {editing ? 'Edit Post' : 'Create New Post'}
        </h2>
        <IconButton label="Close form" onClick={() => onClose()} disabled={busy} className="-m-2">
          <X className="size-5" />
        </IconButton>
      </div>

      <form
        noValidate
        onSubmit={handleSubmit(send, refuse)}
        aria-labelledby={ids.heading}
        className="mt-6 grid gap-6 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-5 lg:col-span-2">
          <Field id={ids.title} label="Title" error={errors.title?.message}>
            <Input
              {...register('title')}
              disabled={busy}
              required
              placeholder="e.g. Five Signs Your Switchboard Needs an Upgrade"
            />
          </Field>

          <Field
            id={ids.slug}
            label={
              <>
                Slug <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
              </>
            }
            hint={
              <>
                {typedSlug.trim() === '' ? 'Made from the title. ' : ''}The post's address:{' '}
                <span className="font-mono text-slate-800 dark:text-slate-200" data-testid="slug-preview">
                  /blog/{slug || '…'}
                </span>
              </>
            }
            error={errors.slug?.message}
          >
            <Input {...register('slug')} disabled={busy} placeholder={slug || 'made-from-the-title'} />
          </Field>

          <Suspense fallback={<LoadingState label="Opening the editor..." />}>
            <Controller
              name="content"
              control={control}
              render={({ field, fieldState }) => (
                <PostContentEditor
                  id={ids.content}
                  value={field.value}
                  disabled={busy}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                />
              )}
            />
          </Suspense>
        </div>

        <div className="flex flex-col gap-5">
          <ImagePicker
            id={ids.image}
            label="Featured image"
            value={image}
            onChange={(next) => {
              setImage(next)
              setImageError(undefined)
            }}
            onRefuse={(notice) => notify({ ...notice, variant: 'destructive' })}
            disabled={busy}
            urlError={imageError}
            progress={progress}
          />

          <Field id={ids.tags} label="Tags" hint="Separate tags with commas." error={errors.tags?.message}>
            <Input {...register('tags')} disabled={busy} placeholder="e.g. Electrical, Safety" />
          </Field>

          <Field id={ids.readTime} label="Read time" error={errors.readTime?.message}>
            <Input {...register('readTime')} disabled={busy} />
          </Field>

          <Field
            id={ids.category}
            label={
              <>
                Category <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
              </>
            }
            error={errors.category?.message}
          >
            <Input {...register('category')} disabled={busy} placeholder="e.g. Electrical" />
          </Field>

          <Checkbox
            id={ids.featured}
            label="Featured post"
            hint="Featured posts are shown first on the blog (the newest three)."
            {...register('featured')}
            disabled={busy}
          />
        </div>

        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 lg:col-span-3 dark:border-slate-800">
          <Button variant="secondary" onClick={() => onClose()} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" pending={busy}>
            {busy
              ? progress !== null && progress < 100
                ? `Uploading image... ${progress}%`
                : 'Saving...'
              : editing
                ? 'Update Post'
                : 'Create Post'}
          </Button>
        </div>
      </form>
    </section>
  )
}
