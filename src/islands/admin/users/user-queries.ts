import { api } from '../../../lib/api-client.ts'
import { pagedQuery } from '../../shared/paged-list.ts'

/** Every profile, newest first (the API's order), a page at a time. A role change invalidates `all()`. */
export const userQueries = {
  all: () => ['profiles', 'list'] as const,
  list: () => pagedQuery(userQueries.all(), (cursor) => api.profiles.list({ cursor })),
}

/** SPEC.md section 2: a case-insensitive substring of the e-mail, matched in the browser over the loaded pages. */
export function matchesEmail(email: string, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || email.toLowerCase().includes(wanted)
}
