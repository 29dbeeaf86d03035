/**
 * The one search rule of the lists (blog, gallery): a text matches when every word of the query
 * is the start of some word of the text, ignoring case and accents: "swi north" finds
 * "Switchboard upgrades on the Northern Beaches".
 */
import { startOf } from './text.ts'

/** Words are runs of letters and digits; case and accents do not count. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/** True when every word of `query` starts a word of one of `fields`; an empty query matches all. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const wanted = searchWords(query)
  if (wanted.length === 0) return true
  const words = fields.flatMap((field) => (field ? searchWords(field) : []))
  return wanted.every((start) => words.some((word) => word.startsWith(start)))
}

/**
 * The words of sanitised HTML without its markup: tag and attribute names and entities are
 * not words a visitor searches for (searching "strong" must not find every bold text).
 */
export function markupFree(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ')
}

/** Prefixes are kept up to this length; a longer query word is looked up by its first letters. */
const MAX_PREFIX = 16

/**
 * Every start (up to MAX_PREFIX letters) of every word of `fields`, without repeats: stored with
 * a record so a database without full-text search can find "every word starts a word" by
 * looking up one query word (`prefixKey`) and checking the rest with matchesSearch.
 */
export function searchPrefixes(fields: readonly (string | null | undefined)[]): string[] {
  const prefixes = new Set<string>()
  for (const word of fields.flatMap((field) => (field ? searchWords(field) : []))) {
    // Whole letters only: a prefix ending in half of 𠮷 would make Firestore refuse the record.
    for (let length = 1; length <= Math.min(word.length, MAX_PREFIX); length++) {
      const prefix = startOf(word, length)
      if (prefix.length === length) prefixes.add(prefix)
    }
    // Firestore indexes each entry of an array; a long post stops here, well under its limits.
    if (prefixes.size >= MAX_PREFIXES) break
  }
  return [...prefixes].slice(0, MAX_PREFIXES)
}

/** At most this many prefixes per record (Firestore allows 40,000 index entries per document). */
export const MAX_PREFIXES = 5000

/** The stored prefix to look up for `query`: its longest word (the most selective), cut to MAX_PREFIX. */
export function prefixKey(query: string): string | null {
  const words = searchWords(query)
  if (words.length === 0) return null
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best))
  return startOf(longest, MAX_PREFIX)
}
