import nodemailer from 'nodemailer'
import type { Env } from '../../env.ts'
import type { Mailer } from '../../ports/mailer.ts'
import type { MailSetup } from '../../services/enquiry-mail.ts'

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

/** The mail setup the configuration asks for: SMTP when SMTP_URL is set, else none. */
export function smtpMailSetup(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'BUSINESS_EMAIL' | 'SITE_URL'>,
): MailSetup | undefined {
  if (!env.SMTP_URL) return undefined
  return {
    mailer: createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }),
    config: { businessEmail: env.BUSINESS_EMAIL, siteUrl: env.SITE_URL.replace(/\/$/, '') },
  }
}
