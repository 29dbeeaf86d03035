import { z } from 'zod'

/**
 * Path parameters. Any id or slug of a plausible length is let through to the service, which
 * answers 404 for one it does not know: a malformed one is simply not found. A very long one is
 * refused here: no record has one (ids are UUIDs, slugs at most 100 characters), and Firestore
 * refuses a document id over 1,500 bytes with an error, not an empty answer.
 */
const MAX_PARAM = 300
const TOO_LONG = 'No record has an address this long'

/** A record's id or slug in a path. */
export const ParamSchema = z.string().max(MAX_PARAM, TOO_LONG)

export const IdParamSchema = z.object({ id: ParamSchema })
export const SlugParamSchema = z.object({ slug: ParamSchema })
