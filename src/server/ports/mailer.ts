/** One plain-text e-mail. `from` is the mailer's own (one sender address for the whole site). */
export interface MailMessage {
  to: string
  /** Where a reply goes, when not to the sender: the customer, on the business's notice. */
  replyTo?: string
  subject: string
  text: string
}

/**
 * Sends e-mail: SMTP through nodemailer (adapters/smtp), to MailDev in the local stack and the
 * business's mail provider in production. `send` resolves once the server accepted the message
 * and rejects with the reason when it did not; the caller decides whether to try again.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
