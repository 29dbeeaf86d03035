/** How posts are dated and linked, shared by the list, the cards and the article. */
import { BUSINESS_TIME_ZONE } from '../../domain/time-zone.ts'

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The business is in Sydney: a post written there on the 21st is dated the 21st everywhere,
  // and the build (UTC) and the browser agree.
  timeZone: BUSINESS_TIME_ZONE,
})

/** The specification's long US date: 'November 21, 2026'. */
export function formatPostDate(iso: string): string {
  return longDate.format(new Date(iso))
}

export const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`
export const tagHref = (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`
