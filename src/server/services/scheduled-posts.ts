import { SCHEDULE_IN_PAST, type PostStatus } from '../../domain/post.ts'
import { AppError } from '../../domain/api-error.ts'
import type { PostsStore } from '../ports/posts-store.ts'
import type { PublishService } from './publish-service.ts'

/** How many due posts one read of the schedule takes; the job reads again until none are left. */
const DUE_BATCH = 50

/**
 * The status and publish time a save leaves: a scheduled post keeps a time still to come (one
 * it already had is kept unless a new one is given), any other status has none.
 */
export function checkedSchedule(
  status: PostStatus,
  given: string | null | undefined,
  current: { status: PostStatus; publish_at: string | null } | null,
  at: Date,
): { status: PostStatus; publish_at: string | null } {
  if (status !== 'scheduled') return { status, publish_at: null }
  const keptTime = current?.status === 'scheduled' && given === undefined ? current.publish_at : null
  const publishAt = given ?? keptTime
  if (!publishAt || (keptTime === null && Date.parse(publishAt) <= at.getTime())) {
    throw new AppError('validation_failed', SCHEDULE_IN_PAST, {
      issues: [{ path: 'publish_at', message: SCHEDULE_IN_PAST }],
    })
  }
  return { status, publish_at: publishAt }
}

/**
 * Publishes the scheduled posts due by `dueBy` (now by default), the schedule's job: each
 * becomes published, dated at its publish time so it sorts among the others as if published
 * then, and one rebuild follows for them all. Returns how many went live. A test brings the
 * schedule forward with a later `dueBy`; the changes are still stamped with the real clock, so
 * the site's publish state never waits for a moment still to come.
 */
export async function publishDuePosts(
  {
    posts,
    publish,
    now,
  }: {
    posts: Pick<PostsStore, 'listPostsDue' | 'updatePost'>
    publish: Pick<PublishService, 'contentChanged'>
    now: () => Date
  },
  dueBy: Date = now(),
): Promise<number> {
  const at = now().toISOString()
  let published = 0
  for (;;) {
    const due = await posts.listPostsDue(dueBy.toISOString(), DUE_BATCH)
    let changed = 0
    for (const post of due) {
      const live = await posts.updatePost(post.id, {
        status: 'published',
        publish_at: null,
        date: post.publish_at ?? at,
        updated_at: at,
      })
      if (live) changed++
    }
    published += changed
    // A full batch may have more behind it; one that changed nothing would only repeat itself.
    if (due.length < DUE_BATCH || changed === 0) break
  }
  if (published > 0) await publish.contentChanged()
  return published
}
