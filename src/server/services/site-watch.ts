import { siteStatus, type PublishState } from '../../domain/publish.ts'
import type { EnquiriesStore } from '../ports/enquiries-store.ts'
import type { PublishStateStore } from '../ports/publish-state.ts'

/**
 * The production watch (a scheduled function, functions/src/index.ts): what nobody would
 * otherwise notice. A publish run that died before recording its outcome (cancelled, timed out,
 * its install or sign-in failed) is recorded as failed, so the admin's blog screen stops saying
 * "Publishing"; and each problem is returned as an alert, which the function logs as a
 * structured entry (`jsonPayload.alert`) that a log-based metric and an alert policy turn into
 * an e-mail to the owner (scripts/production/setup-plan.ts creates them).
 */

/** The names the alert policies match on (jsonPayload.alert). */
export const ALERTS = {
  publishFailed: 'publish-failed',
  publishStuck: 'publish-stuck',
  mailPending: 'mail-pending',
} as const
export type AlertName = (typeof ALERTS)[keyof typeof ALERTS]

export interface SiteAlert {
  alert: AlertName
  message: string
}

/**
 * A publish run past this is dead: the release job's time-out is 30 minutes, and GitHub may keep
 * a run queued behind another release for a few minutes more.
 */
const PUBLISH_RUN_DEADLINE_MS = 45 * 60_000
/** The mail job runs every five minutes: e-mails due for this long mean it is not running. */
const MAIL_OVERDUE_MS = 30 * 60_000

export const DEAD_BUILD =
  'The publish run stopped without recording its outcome (cancelled, timed out, or it failed before building). Retry publishing; if it fails again, the release workflow’s log says why.'
export const RUN_NEVER_STARTED =
  'The publish run did not start within 45 minutes of being asked (the release workflow may be disabled or queued). Retry publishing; if it fails again, check the repository’s Actions.'

export interface SiteWatchDeps {
  publishState: PublishStateStore
  enquiries: Pick<EnquiriesStore, 'listEnquiriesWithMailDue'>
  now: () => Date
}

const olderThan = (at: string | null, ms: number, now: Date) =>
  at !== null && now.getTime() - Date.parse(at) > ms

/** The fields that record a dead publish run as failed, or nothing when none is dead. */
function deadRunPatch(state: PublishState, now: Date): Partial<PublishState> | null {
  const { build_started_at, build_finished_at, hook_called_at, hook_error } = state
  const buildRunning = build_started_at !== null && build_finished_at === null
  if (buildRunning && olderThan(build_started_at, PUBLISH_RUN_DEADLINE_MS, now)) {
    return { build_finished_at: now.toISOString(), build_error: DEAD_BUILD }
  }
  const callUnanswered =
    hook_called_at !== null &&
    hook_error === null &&
    (build_started_at === null || build_started_at < hook_called_at)
  if (callUnanswered && olderThan(hook_called_at, PUBLISH_RUN_DEADLINE_MS, now)) {
    return { hook_error: RUN_NEVER_STARTED }
  }
  return null
}

/** One look at the site; records a dead publish run and returns what the owner must be told. */
export async function watchSite({ publishState, enquiries, now }: SiteWatchDeps): Promise<SiteAlert[]> {
  const at = now()
  const alerts: SiteAlert[] = []
  const state = await publishState.read()
  const status = siteStatus(state)
  const deadRun = status.state === 'publishing' ? deadRunPatch(state, at) : null
  if (deadRun) {
    await publishState.update(deadRun)
    alerts.push({ alert: ALERTS.publishStuck, message: deadRun.build_error ?? deadRun.hook_error! })
  } else if (status.state === 'failed' && status.failure) {
    alerts.push({
      alert: ALERTS.publishFailed,
      message: `Publishing has failed since ${status.failure.at}: ${status.failure.reason}`,
    })
  }
  const overdue = await enquiries.listEnquiriesWithMailDue(
    new Date(at.getTime() - MAIL_OVERDUE_MS).toISOString(),
    1,
  )
  if (overdue.length > 0) {
    alerts.push({
      alert: ALERTS.mailPending,
      message: `Enquiry e-mails have been due for over ${MAIL_OVERDUE_MS / 60_000} minutes and not sent (the oldest: enquiry ${overdue[0]!.id}). Check SMTP_URL and the sendEnquiryMail function's log.`,
    })
  }
  return alerts
}
