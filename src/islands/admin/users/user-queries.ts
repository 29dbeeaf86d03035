import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Every profile, newest first (the API's order). A role change invalidates `all()`. */
export const userQueries = {
  all: () => ['profiles', 'list'] as const,
  list: () => queryOptions({ queryKey: userQueries.all(), queryFn: api.profiles.list, staleTime: 0 }),
}

/** SPEC.md section 2: a case-insensitive substring of the e-mail, matched in the browser. */
export function matchesEmail(email: string, search: string): boolean {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || email.toLowerCase().includes(wanted)
}
