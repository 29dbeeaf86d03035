/**
 * Where a post stands and what a save makes of it: the editor's status line, the publish time
 * (Sydney time) a schedule uses, and one button per status a save can give it. The page's main
 * action (Create Post, Publish, Update Post, Schedule) is the form's submit, so Enter in a field
 * does what it did before drafts; the others set the status and submit the form.
 */
import type { ReactNode } from 'react'
import type { PostStatus } from '../../../domain/post.ts'
import { Badge, type BadgeTone } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { formatSydneyTime } from '../../../domain/booking.ts'

/** A button of the editor: the status the save gives the post, and what it says. */
export interface StatusAction {
  status: PostStatus
  label: string
  /** The form's submit (one per form); the rest submit it after setting the status. */
  main?: boolean
}

/**
 * The buttons for a post in `current` (undefined: a new post), main action last. A new post is
 * published by Create Post, as before drafts.
 */
export function statusActions(current: PostStatus | undefined): StatusAction[] {
  switch (current) {
    case undefined:
      return [
        { status: 'draft', label: 'Save draft' },
        { status: 'scheduled', label: 'Schedule' },
        { status: 'published', label: 'Create Post', main: true },
      ]
    case 'draft':
      return [
        { status: 'draft', label: 'Save draft' },
        { status: 'scheduled', label: 'Schedule' },
        { status: 'published', label: 'Publish', main: true },
      ]
    case 'scheduled':
      return [
        { status: 'draft', label: 'Cancel schedule' },
        { status: 'published', label: 'Publish now' },
        { status: 'scheduled', label: 'Schedule', main: true },
      ]
    case 'published':
      return [
        { status: 'draft', label: 'Unpublish' },
        { status: 'published', label: 'Update Post', main: true },
      ]
  }
}

const STATUS_TONE: Record<PostStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
}

/** 'Draft', 'Scheduled for Mon, 2 Feb 2026, 7:00 am' (Sydney time), 'Published'. */
function statusText(post: { status: PostStatus; publish_at: string | null }): string {
  if (post.status === 'scheduled' && post.publish_at)
    return `Scheduled for ${formatSydneyTime(post.publish_at)}`
  return post.status === 'draft' ? 'Draft' : 'Published'
}

export function PostStatusBadge({ post }: { post: { status: PostStatus; publish_at: string | null } }) {
  return <Badge tone={STATUS_TONE[post.status]}>{statusText(post)}</Badge>
}

/** The status line and the publish time's date and time fields (registered by the form). */
export function PublishingFields({
  post,
  date,
  time,
  error,
}: {
  /** The post as saved; a new post has none yet. */
  post: { status: PostStatus; publish_at: string | null } | undefined
  date: ReactNode
  time: ReactNode
  error: string | undefined
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Publishing</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Status: {post ? <PostStatusBadge post={post} /> : <Badge>New post</Badge>}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Publish date" hint="Sydney time, for Schedule." error={error}>
          {date}
        </Field>
        <Field label="Publish time">{time}</Field>
      </div>
    </fieldset>
  )
}

/** The form's buttons: Cancel, then one per status action; the one being saved shows `busyLabel`. */
export function StatusButtons({
  actions,
  pending,
  saving,
  busyLabel,
  onChoose,
  onCancel,
  className = '',
}: {
  actions: readonly StatusAction[]
  pending: boolean
  /** The status being saved, while pending. */
  saving: PostStatus
  busyLabel: string
  /** Sets the status; for an action that is not the submit, also submits the form. */
  onChoose: (action: StatusAction) => void
  onCancel: () => void
  className?: string
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      {actions.map((action) => {
        const busy = pending && action.status === saving
        return (
          <Button
            key={action.label}
            type={action.main ? 'submit' : 'button'}
            variant={action.main ? 'primary' : 'secondary'}
            pending={busy}
            disabled={pending}
            onClick={() => onChoose(action)}
          >
            {busy ? busyLabel : action.label}
          </Button>
        )
      })}
    </div>
  )
}
