/**
 * MailDev for the local stack: an SMTP server that keeps every message it receives, with a web
 * page to read them and an API the e2e tests read (GET /api/email). Nothing is delivered. The
 * messages are kept in the data folder, so they are still there after a restart.
 */
import { join } from 'node:path'
import { MailDev } from 'maildev'
import { mailDevSmtpPort, mailDevUrl } from './stack.ts'

export interface LocalMail {
  stop(): Promise<void>
}

export async function startLocalMail(dataDir: string): Promise<LocalMail> {
  const maildev = new MailDev({
    smtp: mailDevSmtpPort,
    ip: '127.0.0.1',
    web: Number(new URL(mailDevUrl).port),
    webIp: '127.0.0.1',
    mailDirectory: join(dataDir, 'mail'),
    silent: true,
  })
  // Its API server prints its address whatever `silent` says; the stack's callers print their
  // own (serve.ts's start message), so that one line is dropped while it starts.
  const info = console.info
  console.info = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('MailDev API running at')) info(...args)
  }
  try {
    await maildev.start()
  } finally {
    console.info = info
  }
  return { stop: () => maildev.stop() }
}
