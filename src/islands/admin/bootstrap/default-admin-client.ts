/**
 * The createDefaultAdmin callable, reached on the site's own origin: Hosting rewrites
 * /api/bootstrap/create-default-admin to it (firebase.json), so no Functions SDK, no other
 * host and no CSP change are needed. The callable protocol is plain JSON: the request is
 * {"data": …}; the answer is {"result": …} on success or {"error": {message, status}}.
 */
import { z } from 'zod'
import { DEFAULT_ADMIN_CLOSED, DefaultAdminResultSchema } from '../../../domain/default-admin.ts'
import { messages } from '../../../domain/messages.ts'

export const DEFAULT_ADMIN_ENDPOINT = '/api/bootstrap/create-default-admin'

export type DefaultAdminOutcome =
  | { kind: 'created'; message: string; admin: { email: string; password: string } }
  /** An admin exists already: the bootstrap is closed for good. */
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string }

const CallableAnswerSchema = z.union([
  z.object({ result: DefaultAdminResultSchema }),
  z.object({ error: z.object({ status: z.string().optional() }) }),
])

const closedMessages: readonly string[] = Object.values(DEFAULT_ADMIN_CLOSED)

export async function requestDefaultAdmin(secret: string): Promise<DefaultAdminOutcome> {
  let body: unknown
  try {
    const response = await fetch(DEFAULT_ADMIN_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { secret } }),
      credentials: 'same-origin',
    })
    body = await response.json()
  } catch {
    return { kind: 'failed', message: messages.somethingWentWrong }
  }
  const parsed = CallableAnswerSchema.safeParse(body)
  if (!parsed.success) return { kind: 'failed', message: messages.somethingWentWrong }
  if ('error' in parsed.data) {
    // The function itself failed (the protocol's error, e.g. INTERNAL): its text means nothing to people.
    return { kind: 'failed', message: messages.somethingWentWrong }
  }
  const result = parsed.data.result
  // SPEC.md section 8: an answer carrying an error field is a failure.
  if ('error' in result) {
    return closedMessages.includes(result.error)
      ? { kind: 'closed', message: result.error }
      : { kind: 'failed', message: result.error || messages.somethingWentWrong }
  }
  return { kind: 'created', message: result.message, admin: result.admin }
}
