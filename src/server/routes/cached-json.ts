import type { Context } from 'hono'

const encoder = new TextEncoder()
const serialised = new Map<string, WeakMap<object, Uint8Array<ArrayBuffer>>>()

/**
 * Answers `{ [field]: list }` as JSON. When the store hands out a frozen list (the SQLite
 * adapter does until the data changes), the encoded body is kept with it, so the busiest
 * public reads skip JSON.stringify and UTF-8 encoding. A list that is not frozen is
 * serialised every time.
 */
export function listJson(c: Context, field: string, list: readonly unknown[]): Response {
  const headers = { 'Content-Type': 'application/json; charset=UTF-8' }
  if (!Object.isFrozen(list)) return c.body(JSON.stringify({ [field]: list }), 200, headers)
  let byList = serialised.get(field)
  if (!byList) serialised.set(field, (byList = new WeakMap()))
  let body = byList.get(list)
  if (body === undefined) byList.set(list, (body = encoder.encode(JSON.stringify({ [field]: list }))))
  return c.body(body, 200, headers)
}
