/** One e-mail. Its sender address is the mailer's own (one for the whole site). */
export interface MailMessage {
  to: string
  /** The name the sender address shows: the business's as saved, so a new name reaches e-mails too. */
  senderName?: string
  /** Where a reply goes, not to the sender: the customer on the office's notices, the office on the customer's. */
  replyTo?: string
  subject: string
  /** The plain-text part, always sent: what text-only clients and screen readers get. */
  text: string
  /** The HTML part (src/server/mail/render-mail.ts), sent alongside the text part. */
  html?: string
  /**
   * An iCalendar invitation (`.ics` text): REQUEST adds or updates the event, CANCEL removes it.
   * Sent as a `text/calendar; method=…` alternative part and as an `application/ics`
   * attachment named `filename`.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
  /** Extra header lines, e.g. `List-Unsubscribe`; the mailer sets the standard ones itself. */
  headers?: Record<string, string>
}

/**
 * Sends e-mail: SMTP through nodemailer (adapters/smtp), to MailDev in the local stack and the
 * business's mail provider in production. `send` resolves once the server accepted the message
 * and rejects with the reason when it did not; the caller decides whether to try again.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
