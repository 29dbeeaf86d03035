import type { Mailer, MailMessage } from '../../src/server/ports/mailer.ts'

/**
 * A Mailer for unit tests: keeps what it sent, and refuses a message with the reason
 * `refuse` gives (as an SMTP server that is down or rejects a recipient would). The real one
 * (adapters/smtp) is exercised against MailDev in the local stack.
 */
export function createScriptedMailer() {
  const sent: MailMessage[] = []
  const script = { refuse: (_message: MailMessage): string | null => null }
  const mailer: Mailer = {
    async send(message) {
      const reason = script.refuse(message)
      if (reason !== null) throw new Error(reason)
      sent.push(message)
    },
  }
  return { mailer, sent, script }
}
