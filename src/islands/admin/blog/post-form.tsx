/**
 * Create or edit a post (SPEC.md sections 2, 4 and 5): title, content (visual editor), slug
 * shown live as the server will make it, image by upload or address, tags, read time, category
 * and featured, on the form recipe with the API's own schema (post-form-model.ts). The image
 * goes up first (with progress), then the post. Cancel, the X and a successful save hand back
 * to the list.
 */
import { History, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import { messages, notices } from '../../../domain/messages.ts'
import type { Post } from '../../../domain/post.ts'
import { api } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { Checkbox, Field, Input } from '../../ui/field.tsx'
import { fieldRefusal, useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { panelClass } from '../../ui/panel.ts'
import { LoadingState } from '../../ui/spinner.tsx'
import { notify } from '../../ui/toast.tsx'
import { imageUrlProblem, resolveImage } from '../shared/image-choice.ts'
import { ImagePicker } from '../shared/image-picker.tsx'
import {
  DRAFT_FIELD_NAMES,
  draftFromPost,
  emptyDraft,
  PostDraftSchema,
  previewSlug,
  toPostPayload,
} from './post-form-model.ts'
import { afterPostChange } from './post-queries.ts'
import { RevisionHistory } from './revision-history.tsx'
import { PublishingFields, StatusButtons, statusActions } from './post-status-actions.tsx'
import { savedNotice } from './saved-notice.ts'

// The editor (Tiptap and ProseMirror) is the heaviest part of the admin: it loads when a form opens.
const PostContentEditor = lazy(() => import('./editor/post-content-editor.tsx'))

interface Props {
  /** The post to edit; none to create one. */
  post?: Post | undefined
  onClose: (saved?: Post) => void
  /** After a version from the History was restored: the editor opens again on the post as saved. */
  onRestored?: (post: Post) => void
}

/** The fields in the page's order: the toast names the first one's problem. */
const FIELD_ORDER = ['title', 'slug', 'content', 'tags', 'readTime', 'category', 'publishDate'] as const

export function PostForm({ post, onClose, onRestored }: Props) {
  const editing = post !== undefined
  const failure = editing ? 'Error updating post' : 'Error creating post'
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)

  const { form, formProps, submit, pending } = useApiForm({
    schema: PostDraftSchema,
    // The image is sent as chosen (it is uploaded first); the API parses the rest again.
    send: 'typed',
    defaultValues: post ? draftFromPost(post) : emptyDraft(),
    fieldNames: DRAFT_FIELD_NAMES,
    meta: { errorTitle: failure },
    mutationFn: async (draft) => {
      const urlProblem = imageUrlProblem(draft.image)
      if (urlProblem) throw fieldRefusal('image', urlProblem)
      try {
        const payload = toPostPayload(draft, await resolveImage(draft.image, 'blog', setProgress))
        return await (post ? api.posts.update(post.id, payload) : api.posts.create(payload))
      } finally {
        setProgress(null)
      }
    },
    onSuccess: (saved) => {
      notify({ ...savedNotice(post, saved), variant: 'success' })
      void afterPostChange({ saved, isNew: !editing })
      onClose(saved)
    },
    onInvalid: (errors) => {
      const problems = FIELD_ORDER.flatMap((field) => errors[field]?.message ?? [])
      if (problems.includes(messages.missingPostFields))
        notify({ ...notices.missingPostFields, variant: 'destructive' })
      else notify({ title: failure, description: problems[0] ?? '', variant: 'destructive' })
    },
  })
  const errors = form.formState.errors

  useEffect(() => heading.current?.focus(), [])

  const [title, typedSlug, saving] = form.watch(['title', 'slug', 'status'])
  const slug = previewSlug({ title, slug: typedSlug })
  return (
    <section aria-labelledby={`${id}-heading`} className={`${panelClass} p-5 sm:p-6`}>
      <div className="flex items-start justify-between gap-4">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-hidden dark:text-white"
        >
          {editing ? 'Edit Post' : 'Create New Post'}
        </h2>
        <div className="flex items-center gap-3">
          {post && (
            <Button
              size="sm"
              variant="secondary"
              icon={<History aria-hidden className="size-4" />}
              onClick={() => setHistoryOpen(true)}
              disabled={pending}
            >
              History
            </Button>
          )}
          <IconButton label="Close form" onClick={() => onClose()} disabled={pending} className="-m-2">
            <X className="size-5" />
          </IconButton>
        </div>
      </div>
      {post && (
        <RevisionHistory
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          post={post}
          onRestored={(restored) => {
            setHistoryOpen(false)
            onRestored?.(restored)
          }}
        />
      )}

      <Form
        form={form}
        {...formProps}
        aria-labelledby={`${id}-heading`}
        className="mt-6 grid gap-6 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-5 lg:col-span-2">
          <Field name="title" label="Title">
            <Input
              disabled={pending}
              required
              placeholder="e.g. Five Signs Your Switchboard Needs an Upgrade"
            />
          </Field>

          <Field
            name="slug"
            label="Slug"
            optional
            hint={
              <>
                {typedSlug.trim() === '' ? 'Made from the title. ' : ''}The post's address:{' '}
                <span className="font-mono text-slate-800 dark:text-slate-200" data-testid="slug-preview">
                  /blog/{slug || '…'}
                </span>
              </>
            }
          >
            <Input disabled={pending} placeholder={slug || 'made-from-the-title'} />
          </Field>

          <Suspense fallback={<LoadingState label="Opening the editor..." />}>
            <Controller
              name="content"
              control={form.control}
              render={({ field, fieldState }) => (
                <PostContentEditor
                  id={`${id}-content`}
                  value={field.value}
                  disabled={pending}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                />
              )}
            />
          </Suspense>
        </div>

        <div className="flex flex-col gap-5">
          <Controller
            name="image"
            control={form.control}
            render={({ field, fieldState }) => (
              <ImagePicker
                id={`${id}-image`}
                label="Featured image"
                value={field.value}
                onChange={field.onChange}
                onRefuse={(notice) => notify({ ...notice, variant: 'destructive' })}
                disabled={pending}
                urlError={fieldState.error?.message}
                progress={progress}
              />
            )}
          />

          <Field name="tags" label="Tags" hint="Separate tags with commas.">
            <Input disabled={pending} placeholder="e.g. Electrical, Safety" />
          </Field>

          <Field name="readTime" label="Read time">
            <Input disabled={pending} />
          </Field>

          <Field name="category" label="Category" optional>
            <Input disabled={pending} placeholder="e.g. Electrical" />
          </Field>

          <PublishingFields
            post={post}
            error={errors.publishDate?.message}
            date={<Input type="date" {...form.register('publishDate')} disabled={pending} />}
            time={<Input type="time" {...form.register('publishTime')} disabled={pending} />}
          />

          <Checkbox
            label="Featured post"
            hint="Featured posts are shown first on the blog (the newest three)."
            {...form.register('featured')}
            disabled={pending}
          />
        </div>

        <StatusButtons
          className="justify-end border-t border-slate-200 pt-5 lg:col-span-3 dark:border-slate-800"
          actions={statusActions(post?.status)}
          pending={pending}
          saving={saving}
          busyLabel={progress !== null && progress < 100 ? `Uploading image... ${progress}%` : 'Saving...'}
          onChoose={(action) => {
            form.setValue('status', action.status)
            // The main action is the submit button itself; the others submit the form for it.
            if (!action.main) void submit()
          }}
          onCancel={() => onClose()}
        />
      </Form>
    </section>
  )
}
