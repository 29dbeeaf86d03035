import nodemailer from 'nodemailer'
import type { Mailer } from '../../ports/mailer.ts'

export interface SmtpMailerOptions {
  /** smtp://host:port locally (MailDev); smtps://user:password@host:465 in production. */
  url: string
  /** The sender, e.g. 'Harbourline Services <no-reply@harbourline.example>'. */
  from: string
  /** How long to wait for the server at each step; the sender retries later instead. */
  timeoutMs?: number
}

/** A Mailer over SMTP, with nodemailer. */
export function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  )
  return {
    async send({ to, replyTo, subject, text }) {
      await transport.sendMail({ to, subject, text, ...(replyTo ? { replyTo } : {}) })
    },
  }
}
