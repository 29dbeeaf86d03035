import type { z } from 'zod'

/**
 * The first message the schema gives for each of `fields`, from a failed parse: what a form
 * shows next to its fields, word for word the API's own (the same schema checks both).
 */
export function fieldErrors<F extends string>(
  error: z.ZodError,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as F] ??= issue.message
    }
  }
  return errors
}
