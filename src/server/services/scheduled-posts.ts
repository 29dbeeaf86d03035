import { SCHEDULE_IN_PAST, type Post, type PostStatus } from '../../domain/post.ts'
import { AppError } from '../../domain/api-error.ts'
import { MAX_REVISIONS_PER_POST } from '../../domain/revision.ts'
import type { Logger } from '../ports/logger.ts'
import type { PostsStore } from '../ports/posts-store.ts'
import type { ProfilesStore } from '../ports/profiles-store.ts'
import type { RevisionsStore } from '../ports/revisions-store.ts'
import type { Audit, ScheduleActor } from './audit.ts'
import { scheduledPublishSummary } from './audit-summaries.ts'
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
 * Who set the post's schedule: the author of the oldest of its newest revisions that all hold
 * this status and time (a later save that kept the schedule did not set it). Null when no
 * revision holds it (a post written to the store directly).
 */
async function whoScheduled(
  revisions: Pick<RevisionsStore, 'listRevisions'>,
  post: Pick<Post, 'id' | 'publish_at'>,
): Promise<string | null> {
  const { items } = await revisions.listRevisions(post.id, { limit: MAX_REVISIONS_PER_POST })
  let author: string | null = null
  for (const { snapshot, author: savedBy } of items) {
    if (snapshot.status !== 'scheduled' || snapshot.publish_at !== post.publish_at) break
    author = savedBy
  }
  return author
}

export interface ScheduleDeps {
  posts: Pick<PostsStore, 'listPostsDue' | 'updatePost'>
  revisions: Pick<RevisionsStore, 'listRevisions'>
  profiles: Pick<ProfilesStore, 'listAdmins'>
  publish: Pick<PublishService, 'contentChanged'>
  audit: Pick<Audit, 'record'>
  now: () => Date
  logger: Logger
}

/**
 * Records a post the schedule put live, for the admin who set its schedule (decision 043).
 * Nobody is signed in, so the revisions say who saved it; an author who is not an admin now,
 * or none, leaves the entry's person as NOBODY_KNOWN.
 */
async function recordPublished(
  { revisions, audit, logger }: ScheduleDeps,
  due: Post,
  live: Post,
  admins: () => Promise<{ id: string; email: string }[]>,
): Promise<void> {
  let author: string | null = null
  let setBy: ScheduleActor['setBy'] = null
  try {
    author = await whoScheduled(revisions, due)
    const admin = author === null ? undefined : (await admins()).find((found) => found.email === author)
    if (admin) setBy = { uid: admin.id, email: admin.email }
  } catch (error) {
    logger.error(`[audit] could not tell who scheduled post ${due.id}`, error)
  }
  await audit.record(
    { kind: 'schedule', setBy },
    {
      kind: 'post',
      action: 'published on schedule',
      target: { type: 'post', id: live.id, label: live.title },
      summary: scheduledPublishSummary(due.publish_at ?? live.date, setBy ? null : author),
    },
  )
}

/**
 * Publishes the scheduled posts due by `dueBy` (now by default), the schedule's job: each
 * becomes published, dated at its publish time so it sorts among the others as if published
 * then, and one rebuild follows for them all. Returns how many went live. A test brings the
 * schedule forward with a later `dueBy`; the changes are still stamped with the real clock, so
 * the site's publish state never waits for a moment still to come.
 */
export async function publishDuePosts(deps: ScheduleDeps, dueBy: Date = deps.now()): Promise<number> {
  const { posts, profiles, publish, now } = deps
  const at = now().toISOString()
  // Read once per run, and only when a post went live: most runs publish nothing.
  let adminList: Promise<{ id: string; email: string }[]> | null = null
  const admins = () => (adminList ??= profiles.listAdmins())
  let published = 0
  for (;;) {
    const due = await posts.listPostsDue(dueBy.toISOString(), DUE_BATCH)
    let changed = 0
    for (const post of due) {
      // Only if it is still scheduled for that time: an admin may have unscheduled or moved it
      // since the list was read, or an overlapping run (a schedule fires at least once) got there first.
      const stillDue = (current: Post) =>
        current.status === 'scheduled' && current.publish_at === post.publish_at
      const live = await posts.updatePost(
        post.id,
        { status: 'published', publish_at: null, date: post.publish_at ?? at, updated_at: at },
        stillDue,
      )
      if (!live) continue
      changed++
      await recordPublished(deps, post, live, admins)
    }
    published += changed
    // A full batch may have more behind it; one that changed nothing would only repeat itself.
    if (due.length < DUE_BATCH || changed === 0) break
  }
  if (published > 0) await publish.contentChanged()
  return published
}
