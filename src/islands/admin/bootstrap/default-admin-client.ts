/**
 * The createDefaultAdmin callable, reached on the site's own origin: Hosting rewrites
 * /api/bootstrap/create-default-admin to it (firebase.json), so no Functions SDK, no other
 * host and no CSP change are needed. The callable protocol is plain JSON: the request is
 * {"data": …}; the answer is {"result": …} on success or {"error": {message, status}}.
 */
import { z } from 'zod'
import {
  DEFAULT_ADMIN_CLOSED,
  DefaultAdminResultSchema,
  type DefaultAdminSuccessSchema,
  type DefaultAdminRequest,
} from '../../../domain/default-admin.ts'
import { messages } from '../../../domain/messages.ts'

const DEFAULT_ADMIN_ENDPOINT = '/api/bootstrap/create-default-admin'

export type DefaultAdminCreated = z.infer<typeof DefaultAdminSuccessSchema>

/** The bootstrap refused or failed; `closed` when an admin exists already (closed for good). */
export class DefaultAdminRefusal extends Error {
  constructor(
    message: string,
    readonly closed = false,
  ) {
    super(message)
    this.name = 'DefaultAdminRefusal'
  }
}

const CallableAnswerSchema = z.union([
  z.object({ result: DefaultAdminResultSchema }),
  z.object({ error: z.object({ status: z.string().optional() }) }),
])

const closedMessages: readonly string[] = Object.values(DEFAULT_ADMIN_CLOSED)

export async function requestDefaultAdmin(request: DefaultAdminRequest): Promise<DefaultAdminCreated> {
  const failed = new DefaultAdminRefusal(messages.somethingWentWrong)
  let body: unknown
  try {
    const response = await fetch(DEFAULT_ADMIN_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: request }),
      credentials: 'same-origin',
    })
    body = await response.json()
  } catch {
    throw failed
  }
  const parsed = CallableAnswerSchema.safeParse(body)
  // The function itself failed (the protocol's error, e.g. INTERNAL): its text means nothing to people.
  if (!parsed.success || 'error' in parsed.data) throw failed
  const result = parsed.data.result
  // SPEC.md section 8: an answer carrying an error field is a failure.
  if ('error' in result) {
    throw new DefaultAdminRefusal(result.error || failed.message, closedMessages.includes(result.error))
  }
  return result
}
