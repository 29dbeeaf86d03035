import nodemailer from 'nodemailer'
import type { SendMailOptions } from 'nodemailer'
import type { Env } from '../../env.ts'
import type { Mailer, MailMessage } from '../../ports/mailer.ts'
import type { MailSetup } from '../../services/enquiry-mail.ts'

export interface SmtpMailerOptions {
  /** smtp://host:port locally (MailDev); smtps://user:password@host:465 in production. */
  url: string
  /** The sender, e.g. 'Harbourline Services <no-reply@harbourline.example>'. */
  from: string
  /** How long to wait for the server at each step; the sender retries later instead. */
  timeoutMs?: number
}

/**
 * Every message the site sends is automatic, so out-of-office and other automatic replies should
 * not answer it: RFC 3834's header, and the one Exchange reads. On the office's notices such a
 * reply could go to the customer, their Reply-To.
 */
const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'OOF, AutoReply' }

/** MAIL_FROM's address under the message's sender name, or MAIL_FROM as written without one. */
function sender(from: string, name: string | undefined): SendMailOptions['from'] {
  if (!name) return from
  return { name, address: /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim() }
}

/** nodemailer's options for one message, sent from `from` (MAIL_FROM). */
export function smtpMessageOptions(
  { to, senderName, replyTo, subject, text, html, calendar, headers }: MailMessage,
  from: string,
): SendMailOptions {
  return {
    from: sender(from, senderName),
    to,
    subject,
    text,
    ...(replyTo ? { replyTo } : {}),
    ...(html ? { html } : {}),
    headers: { ...AUTOMATIC_HEADERS, ...headers },
    // nodemailer's icalEvent puts the event in twice: a `text/calendar; method=…` alternative,
    // which mail apps with a calendar show as an invitation, and an `application/ics` attachment
    // of that filename for the apps that only open files. An attachment of our own as well would
    // show the customer the same file twice.
    ...(calendar
      ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
      : {}),
  }
}

/** A Mailer over SMTP, with nodemailer. */
function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  return {
    async send(message) {
      await transport.sendMail(smtpMessageOptions(message, from))
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
