/**
 * The local stack's MailDev (scripts/local-mail.ts), read through its API: every e-mail the
 * product sends lands there. Tests find their own messages by a unique address, never by order.
 */
import { expect } from '@playwright/test'

const mailDevUrl = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080'

export interface CaughtMail {
  id: string
  subject: string
  text: string
  to: { address: string }[]
  from: { address: string; name: string }[]
  headers: Record<string, string>
  /** Files sent with it; MailDev serves each by its generated name. */
  attachments?: { filename?: string; generatedFileName: string; contentType: string }[]
}

async function allMail(): Promise<CaughtMail[]> {
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

/** A file sent with the message, by its name, as text (an invitation's .ics). */
export async function attachmentText(mail: CaughtMail, filename: string): Promise<string> {
  const file = mail.attachments?.find((attachment) => attachment.filename === filename)
  if (!file) throw new Error(`${mail.subject} has no attachment ${filename}`)
  const response = await fetch(`${mailDevUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`)
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`)
  return response.text()
}

/** Where MailDev shows the message's HTML part, for a browser to open. */
export const htmlPartUrl = (mail: CaughtMail) => `${mailDevUrl}/api/email/${mail.id}/html`
