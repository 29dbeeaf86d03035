/**
 * The local stack's MailDev (scripts/local-mail.ts), read through its API: every e-mail the
 * product sends lands there. Tests find their own messages by a unique address, never by order.
 */
import { expect } from '@playwright/test'

export const mailDevUrl = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080'

export interface CaughtMail {
  id: string
  subject: string
  text: string
  to: { address: string }[]
  from: { address: string; name: string }[]
  headers: Record<string, string>
}

export async function allMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailDevUrl}/api/email`)
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`)
  return (await response.json()) as CaughtMail[]
}

/** Waits until exactly `count` messages match, and returns them. */
export async function expectMail(
  match: (mail: CaughtMail) => boolean,
  count = 1,
  timeout = 45_000,
): Promise<CaughtMail[]> {
  let found: CaughtMail[] = []
  await expect
    .poll(async () => (found = (await allMail()).filter(match)).length, { timeout, intervals: [500, 1000] })
    .toBe(count)
  return found
}

/** The message as it went over SMTP, headers and all (Reply-To is only there). */
export async function rawSource(mail: CaughtMail): Promise<string> {
  const response = await fetch(`${mailDevUrl}/api/email/${mail.id}/source`)
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`)
  return response.text()
}

export const sentTo = (address: string) => (mail: CaughtMail) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase())
