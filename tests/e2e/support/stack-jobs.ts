/**
 * The local stack's data and schedule, reached from a test the way scripts/local-jobs.ts reaches
 * them: compose() on the stack's own settings (STORAGE, DATA_DIR, SITE_URL, SMTP_URL from
 * scripts/with-stack.ts). A test drives the e-mail job with its own clock, so a reminder due
 * tomorrow goes out now, and stores a record the product could only make with time passing (a
 * request closed months ago). Each test finds its own records by its own addresses.
 */
import { createHttpDeployHook } from '../../../src/server/adapters/deploy-hook/http-deploy-hook.ts'
import { smtpMailSetup } from '../../../src/server/adapters/smtp/smtp-mailer.ts'
import { compose, type Runtime } from '../../../src/server/compose.ts'
import { parseEnv } from '../../../src/server/env.ts'

async function withRuntime<T>(now: Date | undefined, work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const settings = parseEnv(process.env)
  const quiet = { error: () => {}, warn: () => {} }
  const runtime = await compose({
    settings,
    mail: smtpMailSetup(settings),
    // The stack's own rebuild hook (scripts/with-stack.ts passes it), as its timer's jobs use it.
    deployHook:
      settings.DEPLOY_HOOK_URL && settings.DEPLOY_HOOK_TOKEN
        ? createHttpDeployHook({ url: settings.DEPLOY_HOOK_URL, token: settings.DEPLOY_HOOK_TOKEN })
        : undefined,
    logger: quiet,
    ...(now ? { now: () => now } : {}),
  })
  try {
    return await work(runtime)
  } finally {
    await runtime.close()
  }
}

/** Runs the e-mail job once as if it were `at`: what the schedule sends every few minutes. */
export const runMailJobAt = (at: Date): Promise<number> =>
  withRuntime(at, (runtime) => runtime.jobs.deliverDueMail())

/**
 * Runs the schedule's post job once as if it were `at`: a post scheduled for before then goes
 * live, and the stack rebuilds the site. Only the schedule reads `at`; the changes keep the real
 * clock, so the site's publish state is not left waiting for `at`. Returns how many it published.
 */
export const runPublishJobAt = (at: Date): Promise<number> =>
  withRuntime(undefined, (runtime) => runtime.jobs.publishDuePosts(at))

/** The stack's stores, for a record a test cannot make through the product in a test's time. */
export const withStackStores = <T>(work: (stores: Runtime['adapters']['stores']) => Promise<T>): Promise<T> =>
  withRuntime(undefined, (runtime) => work(runtime.adapters.stores))
