/**
 * The whole local stack, as `npm start` (serve.ts) and the tests (with-stack.ts) run it: the
 * emulators for auth, functions and hosting, the deploy hook that rebuilds the site when the
 * API says published content changed, MailDev, which receives every e-mail the product sends,
 * and the scheduled jobs on a timer. One place starts and stops all of it.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { startLocalJobs } from './local-jobs.ts'
import { startLocalMail } from './local-mail.ts'
import { liveSite, prepareLiveSite } from './live-site.ts'
import { startPublishHook } from './publish-hook.ts'
import { localTarget, recordServedBuild, type PublishOutcome } from './publish-site.ts'
import {
  emulatorDataArgs,
  emulators,
  localFirebaseConfig,
  ensureSecrets,
  stackEnv,
  startFirebase,
  waitForStack,
  type LocalSecrets,
} from './stack.ts'

export interface LocalStackOptions {
  dataDir: string
  /** Keep the auth emulator's accounts in dataDir when the stack stops (npm start). */
  exportOnExit: boolean
  /** Where the emulators' output goes; the terminal when absent. */
  emulatorLog?: string
  /** Where the rebuilds' output goes. */
  publishLog: string
  /** Told of every finished rebuild. */
  onPublished?: (outcome: PublishOutcome) => void
  /**
   * The emulators run at the lowest CPU priority: for a benchmark, whose browser would otherwise
   * share two cores with the server and count the server's work as the page's.
   */
  yieldCpu?: boolean
}

export interface LocalStack {
  secrets: LocalSecrets
  env: NodeJS.ProcessEnv
  /** Resolves once the site and the API answer; rejects if the emulators stop first. */
  ready: Promise<void>
  /** Resolves with the emulators' exit code. */
  exited: Promise<number>
  /**
   * Resolves with one line saying which part failed and why, if one does: the emulators stop by
   * themselves, or MailDev, the publish hook or the jobs throw in this process. The caller then
   * stops everything (stop()); nothing is left half-running.
   */
  failed: Promise<string>
  /** Stops the emulators and waits for a running rebuild; resolves with the emulators' exit code. */
  stop(): Promise<number>
}

/** The parts of the stack that run in this process, told apart by where an error was thrown. */
const inProcessParts: [RegExp, string][] = [
  [/maildev|smtp-server|mailparser/i, 'MailDev'],
  [/publish-hook|publish-site|live-site/, 'the publish hook'],
  [/local-jobs|enquiry-mail|enquiries-service/, 'the scheduled jobs'],
]

/**
 * Resolves with one line when anything in this process throws where nothing catches it (an
 * 'error' event of MailDev's servers, a failed rebuild's promise): instead of this process
 * dying and leaving the emulators running, the caller stops the whole stack.
 */
function failureInThisProcess(): Promise<string> {
  return new Promise((resolve) => {
    const fail = (error: unknown) => {
      const stack = error instanceof Error ? (error.stack ?? error.message) : String(error)
      const part = inProcessParts.find(([where]) => where.test(stack))?.[1] ?? 'the local stack'
      const message = error instanceof Error ? error.message : String(error)
      resolve(`${part} failed: ${message.split('\n')[0]}`)
    }
    process.on('uncaughtException', fail)
    process.on('unhandledRejection', fail)
  })
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const secrets = ensureSecrets()
  prepareLiveSite()
  const served = await localTarget(options.dataDir)
  try {
    await recordServedBuild(served.state, liveSite)
  } finally {
    await served.close()
  }
  mkdirSync(dirname(options.publishLog), { recursive: true })
  const publishLog = openSync(options.publishLog, 'w')
  const hook = await startPublishHook({
    token: secrets.DEPLOY_HOOK_TOKEN,
    openTarget: () => localTarget(options.dataDir, { yieldCpu: true }),
    log: (text) => writeSync(publishLog, text),
    report: (outcome) => options.onPublished?.(outcome),
  })
  const mail = await startLocalMail(options.dataDir)
  const env = stackEnv(options.dataDir)
  // The jobs' failures (an e-mail that could not be sent) go beside the rebuilds' output.
  const jobsLog = openSync(join(dirname(options.publishLog), 'jobs.log'), 'a')
  const jobs = await startLocalJobs({ ...env, ...secrets }, (line) =>
    writeSync(jobsLog, `${new Date().toISOString()} ${line}\n`),
  )
  const cli = startFirebase(
    [
      'emulators:start',
      ...localFirebaseConfig(),
      '--only',
      emulators.join(','),
      ...emulatorDataArgs(options.dataDir, { exportOnExit: options.exportOnExit }),
    ],
    env,
    { logFile: options.emulatorLog, yieldCpu: options.yieldCpu },
  )
  return {
    secrets,
    env,
    ready: waitForStack(cli.exited),
    exited: cli.exited,
    failed: Promise.race([cli.failed, failureInThisProcess()]),
    async stop() {
      const code = await cli.stop()
      await jobs.stop()
      await mail.stop()
      await hook.close()
      closeSync(publishLog)
      closeSync(jobsLog)
      return code
    },
  }
}
