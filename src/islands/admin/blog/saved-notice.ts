import type { Post } from '../../../domain/post.ts'
import { formatSydneyTime } from '../../../domain/booking.ts'

const ON_THE_SITE_SOON = 'The public site shows it in a few seconds.'

/** The toast after a save: what the save did to the post, from what it was (none: created) to what it is. */
export function savedNotice(before: Post | undefined, saved: Post): { title: string; description: string } {
  const name = `"${saved.title}"`
  switch (saved.status) {
    case 'published':
      if (!before) return { title: 'Post created', description: `${name} is saved. ${ON_THE_SITE_SOON}` }
      if (before.status === 'published')
        return { title: 'Post updated', description: `${name} has been updated. ${ON_THE_SITE_SOON}` }
      return { title: 'Post published', description: `${name} is published. ${ON_THE_SITE_SOON}` }
    case 'scheduled':
      return {
        title: 'Post scheduled',
        description: `${name} goes live on ${formatSydneyTime(saved.publish_at ?? '')} (Sydney time).`,
      }
    case 'draft':
      if (before?.status === 'published')
        return {
          title: 'Post unpublished',
          description: `${name} is a draft again: it leaves the site in a few seconds.`,
        }
      if (before?.status === 'scheduled')
        return { title: 'Schedule cancelled', description: `${name} is a draft again and will not go live.` }
      return { title: 'Draft saved', description: `${name} is saved as a draft: only admins can see it.` }
  }
}
