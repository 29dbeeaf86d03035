/**
 * What production runs on a schedule (functions/src/index.ts), run by the local stack on a
 * timer with the same code and the local adapters: sending the e-mails that are due (enquiries'
 * and the notices that follow, reminders included), putting scheduled posts on the site (through
 * the local deploy hook), and, at start and then hourly, deleting uploads nothing claimed within
 * a day, enquiries past their two years and admin activity past its year.
 */
import { createHttpDeployHook } from '../src/server/adapters/deploy-hook/http-deploy-hook.ts'
import { smtpMailSetup } from '../src/server/adapters/smtp/smtp-mailer.ts'
import { compose } from '../src/server/compose.ts'
import { parseEnv } from '../src/server/env.ts'

/** Often enough that a retry locally comes soon after its time. */
const EVERY_MS = 15_000
const RETENTION_EVERY_MS = 60 * 60_000

export interface LocalJobs {
  /** Stops the timer, waiting for a run in progress. */
  stop(): Promise<void>
}

export async function startLocalJobs(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<LocalJobs> {
  const config = parseEnv(env)
  const logger = {
    error: (...args: unknown[]) => log(args.join(' ')),
    warn: (...args: unknown[]) => log(args.join(' ')),
  }
  const deployHook =
    config.DEPLOY_HOOK_URL && config.DEPLOY_HOOK_TOKEN
      ? createHttpDeployHook({ url: config.DEPLOY_HOOK_URL, token: config.DEPLOY_HOOK_TOKEN })
      : undefined
  const { jobs, close } = await compose({
    settings: config,
    mail: smtpMailSetup(config),
    deployHook,
    logger,
  })
  let lastRetention = 0
  const run = async () => {
    await jobs.deliverDueMail().catch((error: unknown) => log(`Sending due e-mails failed: ${String(error)}`))
    await jobs.publishDuePosts().then(
      (published) => published > 0 && log(`Published ${published} scheduled posts`),
      (error: unknown) => log(`Publishing scheduled posts failed: ${String(error)}`),
    )
    if (Date.now() - lastRetention < RETENTION_EVERY_MS) return
    lastRetention = Date.now()
    await jobs.sweepUploads().then(
      (deleted) => deleted > 0 && log(`Deleted ${deleted} uploads nothing claimed`),
      (error: unknown) => log(`Sweeping unclaimed uploads failed: ${String(error)}`),
    )
    await jobs.deleteOldEnquiries().then(
      (deleted) => deleted > 0 && log(`Deleted ${deleted} enquiries older than two years`),
      (error: unknown) => log(`Deleting old enquiries failed: ${String(error)}`),
    )
    await jobs.deleteOldActivity().then(
      (deleted) => deleted > 0 && log(`Deleted ${deleted} admin activity entries older than a year`),
      (error: unknown) => log(`Deleting old admin activity failed: ${String(error)}`),
    )
  }
  let running: Promise<unknown> | null = null
  const tick = () => (running ??= run().finally(() => (running = null)))
  tick()
  const timer = setInterval(tick, EVERY_MS)
  return {
    async stop() {
      clearInterval(timer)
      await running
      await close()
    },
  }
}
