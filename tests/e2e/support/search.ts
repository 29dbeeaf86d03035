/**
 * The lists' search rule, as a visitor would state it, for the specs to work out what a search
 * must show: every word typed starts a word of the item's texts, ignoring case. (The product's
 * own rule is src/domain/search.ts; this one is written apart so the specs check it.)
 */
const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The visible text of HTML: no markup, no entities. */
export const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ')

export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const own = words(texts.filter(Boolean).join(' '))
  return words(query).every((start) => own.some((word) => word.startsWith(start)))
}
