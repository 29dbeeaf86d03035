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
  await maildev.start()
  return { stop: () => maildev.stop() }
}
