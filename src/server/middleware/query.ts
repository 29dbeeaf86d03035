import type { Context } from 'hono'
import type { z } from 'zod'
import { validationError } from '../../domain/api-error.ts'

/** Parses the query string with the schema: the parsed value, or a 400 naming what is wrong. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
