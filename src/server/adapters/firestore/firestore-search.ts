import type { Query } from 'firebase-admin/firestore'
import { matchesSearch, prefixKey } from '../../../domain/search.ts'

/**
 * A list's search on Firestore (domain/search.ts): the query narrowed to the documents whose
 * `search_prefixes` hold the search's longest word, and `keep`, which checks every word in the
 * texts `fields` names. Without a search, the query as it is and nothing to check.
 */
export function searchIn<T>(
  query: Query,
  q: string | undefined,
  fields: (item: T) => readonly (string | null | undefined)[],
): { query: Query; keep?: (item: T) => boolean } {
  if (q === undefined) return { query }
  const key = prefixKey(q)
  return {
    query: key === null ? query : query.where('search_prefixes', 'array-contains', key),
    keep: (item) => matchesSearch(q, fields(item)),
  }
}
