import type { Context } from 'hono'
import type { Page } from '../../domain/page.ts'

const encoder = new TextEncoder()
const serialised = new Map<string, WeakMap<object, Uint8Array<ArrayBuffer>>>()

/**
 * Answers a page as `{ [field]: items, next }`. When the store hands out a frozen page (the
 * SQLite adapter does until the data changes), the encoded body is kept with it, so the busiest
 * public reads skip JSON.stringify and UTF-8 encoding. A page that is not frozen is serialised
 * every time.
 */
export function pageJson(c: Context, field: string, page: Page<unknown>): Response {
  const headers = { 'Content-Type': 'application/json; charset=UTF-8' }
  const json = () => JSON.stringify({ [field]: page.items, next: page.next })
  if (!Object.isFrozen(page)) return c.body(json(), 200, headers)
  let byPage = serialised.get(field)
  if (!byPage) serialised.set(field, (byPage = new WeakMap()))
  let body = byPage.get(page)
  if (body === undefined) byPage.set(page, (body = encoder.encode(json())))
  return c.body(body, 200, headers)
}
