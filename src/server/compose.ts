/**
 * The composition root (docs/decisions/039-one-composition-root.md): every runtime (the Cloud
 * Function, serve-node, the local jobs, the publish step, the seed, the build, the tests' app)
 * calls compose() with the facts that differ between them, and gets the adapters opened, the
 * jobs the schedules run and, for a runtime that serves the API, the services and the app.
 * Nothing else picks an adapter or a default for one (eslint.config.js).
 */
import { randomUUID } from 'node:crypto'
import type { App } from 'firebase-admin/app'
import { createBackgroundWork } from './background-work.ts'
import { missingDeployHook } from './adapters/deploy-hook/http-deploy-hook.ts'
import { createMemoryPublishState } from './adapters/memory/memory-publish-state.ts'
import { createMemoryRateLimiter } from './adapters/memory/memory-rate-limiter.ts'
import { openAdapters, type Adapters, type StorageSettings } from './adapters/open-adapters.ts'
import type { ApiApp } from './app.ts'
import type { DeployHook } from './ports/deploy-hook.ts'
import type {
  CreateAuthUser,
  DeleteAuthUser,
  LookupEmailVerified,
  LookupPasswordUnchanged,
  VerifyIdToken,
} from './ports/identity.ts'
import type { Logger } from './ports/logger.ts'
import { createAudit, deleteExpiredAuditEntries } from './services/audit.ts'
import { createCustomerNotices } from './services/customer-notices.ts'
import { createEnquiryMail, type MailSetup } from './services/enquiry-mail.ts'
import { createMediaReferences } from './services/media-references.ts'
import { createPublishService } from './services/publish-service.ts'
import { createReviewNotice } from './services/review-notice.ts'
import { publishDuePosts } from './services/scheduled-posts.ts'
import type { Services } from './services/services.ts'
import { watchSite, type SiteAlert } from './services/site-watch.ts'

export { hasLocalData, type StorageSettings } from './adapters/open-adapters.ts'

/** Who is signed in, and the accounts: Firebase Auth in every runtime but the tests. */
export interface Identity {
  verifyIdToken: VerifyIdToken
  createAuthUser: CreateAuthUser
  /** Undoes a half-finished admin creation; without it such an account is only logged. */
  deleteAuthUser?: DeleteAuthUser | undefined
  /** Whether an account's e-mail is confirmed: only such an account can be made an admin. */
  lookupEmailVerified: LookupEmailVerified
  /** Whether an account still has the password someone else chose; without it, never asked. */
  lookupPasswordUnchanged?: LookupPasswordUnchanged | undefined
}

/**
 * Stores a runtime opened itself (the tests', the seed's). A publish state or rate limiter it
 * does not bring is kept in this process's memory.
 */
export type GivenAdapters = Pick<Adapters, 'stores' | 'media'> &
  Partial<Pick<Adapters, 'publishState' | 'rateLimiter'>>

/** Where the data is: settings to open adapters by, or adapters the runtime opened itself. */
type Storage =
  | {
      /** Which adapters (STORAGE) and where: opened here. */
      settings: StorageSettings
      /** What a relative DATA_DIR starts from (default: the working folder). */
      root?: string | undefined
      /** firebase: the app to use (the function's, the publish step's). */
      firebaseApp?: App | undefined
      adapters?: undefined
    }
  | { adapters: GivenAdapters; settings?: undefined }

export type RuntimeFacts = Storage & {
  /** Sends e-mail; without it, enquiries' e-mails wait, pending, for a runtime that has it. */
  mail?: MailSetup | undefined
  /** Rebuilds the static site; without one, every publish shows as failed, saying so. */
  deployHook?: DeployHook | undefined
  now?: (() => Date) | undefined
  logger?: Logger | undefined
  /**
   * false for a runtime whose writes are nobody's action (the seed's demo content): they leave no
   * activity entry, so a fresh project's log starts empty.
   */
  recordActivity?: boolean | undefined
}

/** What a runtime that serves the API adds. */
export type ServerFacts = RuntimeFacts & {
  identity: Identity
  /**
   * How many proxies in front of the API append to X-Forwarded-For (src/server/client-address.ts).
   * 0, the default, trusts no header and uses the socket's peer.
   */
  proxyHops?: number | undefined
  newId?: (() => string) | undefined
}

/**
 * How long the hourly upload sweep may go on starting batches: its function has 540 s
 * (functions/src/index.ts), and at 10x one read of what the records refer to takes about 30 s.
 */
const SWEEP_JOB_MS = 300_000

/** What the schedules run (functions/src/index.ts; the local stack on a timer, scripts/local-jobs.ts). */
export interface Jobs {
  /** Deletes uploads nothing claimed within a day, a backlog too; returns how many. */
  sweepUploads(): Promise<number>
  /**
   * Sends the e-mails that are due (enquiries' first two, then the notices that follow, reminders
   * included); returns how many enquiries and notices it tried.
   */
  deliverDueMail(): Promise<number>
  /** Deletes enquiries past their two years; returns how many. */
  deleteOldEnquiries(): Promise<number>
  /** Deletes admin activity entries past their year (run by the same schedule); returns how many. */
  deleteOldActivity(): Promise<number>
  /** Records a dead publish run as failed and returns what to alert on. */
  watchSite(): Promise<SiteAlert[]>
  /**
   * Publishes the scheduled posts due by `dueBy` (now by default), with one rebuild for them;
   * returns how many. Only tests pass a time (tests/e2e/support/stack-jobs.ts).
   */
  publishDuePosts(dueBy?: Date): Promise<number>
}

export interface Runtime {
  adapters: Pick<Adapters, 'stores' | 'media' | 'publishState' | 'rateLimiter'>
  jobs: Jobs
  /** Where the data lives, for messages: the data folder or 'Firestore'. */
  where: string
  /** A bulk write as one transaction where the storage has them cheaply (open-adapters.ts). */
  bulk: Adapters['bulk']
  /** Resolves once the e-mails started in the background (after a reply) have been tried. */
  settled(): Promise<void>
  /** Waits for those e-mails, then releases what compose() opened (nothing, for adapters it was given). */
  close(): Promise<void>
}

export interface ServerRuntime extends Runtime {
  services: Services
  app: ApiApp
}

export async function compose(facts: ServerFacts): Promise<ServerRuntime>
export async function compose(facts: RuntimeFacts): Promise<Runtime>
export async function compose(facts: RuntimeFacts | ServerFacts): Promise<Runtime | ServerRuntime> {
  const opened = facts.settings
    ? await openAdapters(facts.settings, { root: facts.root, firebaseApp: facts.firebaseApp })
    : null
  const given = facts.adapters ?? opened!
  // The Firestore bucket is looked up on first use (open-adapters.ts): keep `media` a getter.
  const adapters = {
    stores: given.stores,
    get media() {
      return given.media
    },
    publishState: given.publishState ?? createMemoryPublishState(),
    rateLimiter: given.rateLimiter ?? createMemoryRateLimiter(),
  }
  const now = facts.now ?? (() => new Date())
  const logger = facts.logger ?? console
  const { stores } = adapters
  const enquiryMail = createEnquiryMail({
    enquiries: stores.enquiries,
    settings: stores.settings,
    mail: facts.mail,
    now,
    logger,
  })
  const newId = ('newId' in facts ? facts.newId : undefined) ?? randomUUID
  // Every e-mail sent after an answer, so that stopping waits for all of them.
  const background = createBackgroundWork(logger)
  const customerNotices = createCustomerNotices({ stores, mail: facts.mail, now, newId, logger, background })
  const recording = createAudit({ stores, now, newId, logger })
  const audit = facts.recordActivity === false ? { ...recording, record: async () => {} } : recording
  const publish = createPublishService({
    audit,
    state: adapters.publishState,
    hook: facts.deployHook ?? missingDeployHook,
    now,
    logger,
    // A hook that is not there will not appear on a retry.
    ...(facts.deployHook ? {} : { retryDelaysMs: [] }),
  })
  const jobs: Jobs = {
    // Batch after batch for up to five minutes: a backlog goes in one run.
    sweepUploads: () =>
      createMediaReferences({ stores, media: adapters.media, now, logger }).sweepExpired(
        now().getTime() + SWEEP_JOB_MS,
      ),
    async deliverDueMail() {
      return (await enquiryMail.deliverDue()) + (await customerNotices.deliverDue())
    },
    async deleteOldEnquiries() {
      // Loaded when run: the enquiries service brings the image pipeline with it.
      const { deleteExpiredEnquiries } = await import('./services/enquiries-service.ts')
      return deleteExpiredEnquiries({ stores, media: adapters.media, logger }, now())
    },
    deleteOldActivity: () => deleteExpiredAuditEntries({ stores }, now()),
    watchSite: () => watchSite({ enquiries: stores.enquiries, publishState: adapters.publishState, now }),
    publishDuePosts: (dueBy) =>
      publishDuePosts(
        {
          posts: stores.posts,
          revisions: stores.revisions,
          profiles: stores.profiles,
          publish,
          audit,
          now,
          logger,
        },
        dueBy,
      ),
  }
  const runtime: Runtime = {
    adapters,
    jobs,
    where: opened?.where ?? 'the stores given',
    bulk: opened ? (work) => opened.bulk(work) : (work) => work(),
    settled: () => background.settled(),
    close: async () => {
      await background.settled()
      await opened?.close()
    },
  }
  if (!('identity' in facts)) return runtime

  // Loaded only by a runtime that serves the API, so the jobs and the publish step stay light.
  const [{ createApp }, { createServices }] = await Promise.all([
    import('./app.ts'),
    import('./services/services.ts'),
  ])
  const { identity } = facts
  const services = createServices({
    publish,
    audit,
    enquiryMail,
    customerNotices,
    reviewNotice: createReviewNotice({
      profiles: stores.profiles,
      settings: stores.settings,
      mail: facts.mail,
      logger,
    }),
    stores,
    media: adapters.media,
    rateLimiter: adapters.rateLimiter,
    createAuthUser: identity.createAuthUser,
    deleteAuthUser: identity.deleteAuthUser,
    lookupEmailVerified: identity.lookupEmailVerified,
    lookupPasswordUnchanged: identity.lookupPasswordUnchanged,
    now,
    newId,
    logger,
    background,
  })
  const app = createApp({
    services,
    profiles: stores.profiles,
    verifyIdToken: identity.verifyIdToken,
    now,
    logger,
    proxyHops: facts.proxyHops ?? 0,
  })
  return { ...runtime, services, app }
}
