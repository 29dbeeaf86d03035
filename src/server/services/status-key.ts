import { randomBytes, timingSafeEqual } from 'node:crypto'

/** A new status link's secret: 24 random bytes, base64url (STATUS_KEY_PATTERN). */
export const newStatusKey = (): string => randomBytes(24).toString('base64url')

/** Whether `given` is `stored`, compared in constant time so the answer's timing tells nothing. */
export function sameKey(given: string, stored: string | null): boolean {
  if (stored === null) return false
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}
