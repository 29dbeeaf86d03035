/**
 * What production runs on a schedule (functions/src/index.ts), run by the local stack on a
 * timer with the same code and the local adapters: sending enquiries' e-mails that are due.
 */
import { openLocalAdapters } from '../src/server/adapters/local.ts'
import { smtpMailSetup } from '../src/server/adapters/smtp/smtp-mailer.ts'
import { parseEnv } from '../src/server/env.ts'
import { createEnquiryMail } from '../src/server/services/enquiry-mail.ts'

/** Often enough that a retry locally comes soon after its time. */
const EVERY_MS = 15_000

export interface LocalJobs {
  /** Stops the timer, waiting for a run in progress. */
  stop(): Promise<void>
}

export function startLocalJobs(env: NodeJS.ProcessEnv, log: (line: string) => void): LocalJobs {
  const config = parseEnv(env)
  const { content, close } = openLocalAdapters({
    dataDir: config.DATA_DIR,
    publicMediaBase: config.PUBLIC_MEDIA_BASE,
  })
  const enquiryMail = createEnquiryMail({
    content,
    mail: smtpMailSetup(config),
    now: () => new Date(),
    logger: { error: (...args) => log(args.join(' ')), warn: (...args) => log(args.join(' ')) },
  })
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    running ??= enquiryMail
      .deliverDue()
      .catch((error: unknown) => log(`Sending due e-mails failed: ${String(error)}`))
      .finally(() => (running = null))
  }, EVERY_MS)
  return {
    async stop() {
      clearInterval(timer)
      await running
      close()
    },
  }
}
