import { z } from 'zod'
import { isPrintable, NOT_PRINTABLE, storedLine } from './text.ts'

const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 40

/** The tag filter's first choice, which filters nothing (the blog's and the admin's chips). */
export const ALL_TAGS = 'All'

/** The `tag` a list is asked for when `choice` is chosen in a tag filter: none for ALL_TAGS. */
export function tagFilter(choice: string): string | undefined {
  return choice === ALL_TAGS ? undefined : choice
}

/** Trims each tag and drops the empty ones; keeps the first spelling of a repeated tag. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of tags) {
    const tag = raw.trim()
    const key = tag.toLowerCase()
    if (tag === '' || seen.has(key)) continue
    seen.add(key)
    result.push(tag)
  }
  return result
}

/** Tags as a list, or as the comma-separated text the forms collect. */
export const TagsInputSchema = z
  .union([z.string(), z.array(z.string())], { error: 'Tags must be text separated by commas' })
  .transform((value) => normaliseTags(Array.isArray(value) ? value : value.split(',')))
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_TAG_LENGTH, `Keep each tag under ${MAX_TAG_LENGTH} characters`)
          .refine((tag) => isPrintable(tag), NOT_PRINTABLE),
      )
      .max(MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
  )

export const TagsSchema = z.array(storedLine(MAX_TAG_LENGTH)).max(MAX_TAGS)
