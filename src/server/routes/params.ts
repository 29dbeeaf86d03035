import { z } from 'zod'

/**
 * Path parameters. Any id or slug is let through to the service, which answers 404 for one it
 * does not know: a malformed one is simply not found, as it always was.
 */
export const IdParamSchema = z.object({ id: z.string() })
export const SlugParamSchema = z.object({ slug: z.string() })
