import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'
import { validationError } from '../../domain/api-error.ts'
import { readJsonBody } from './body.ts'

/**
 * Route validators over the shared domain schemas. Each one's type carries its input into the
 * app's type, so the browser client (src/lib/api-client.ts) is typed from the routes. A failure
 * is thrown as the API's `validation_failed` error (app.onError writes it), never Hono's own
 * answer, so what a caller reads is the same on every route.
 */

function rejectInvalid(result: { success: true } | { success: false; error: z.core.$ZodError }): void {
  // The domain schemas are classic zod, so their failures are ZodErrors.
  if (!result.success) throw validationError(result.error as z.ZodError)
}

/** A JSON body parsed with `schema`; 415, 413 and malformed JSON answer as body.ts says. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const validate = zValidator('json', schema, rejectInvalid)
  const checked: typeof validate = async (c, next) => {
    await readJsonBody(c)
    return validate(c, next)
  }
  return checked
}

/** A repeated parameter counts once, by its first value, as `c.req.query()` reads it. */
function firstValues(query: Record<string, string | string[]>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  )
}

/** The query string parsed with `schema`. */
export function validQuery<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, rejectInvalid, {
    // The option's result type is a conditional on S that TypeScript cannot settle here.
    validationFunction: async (checked, query) =>
      (await (checked as z.ZodType).safeParseAsync(firstValues(query))) as never,
  })
}

/** The path's parameters parsed with `schema`. */
export function validParams<S extends z.ZodType>(schema: S) {
  return zValidator('param', schema, rejectInvalid)
}
