/**
 * The structured log entries that raise an alert in production. The functions write them as
 * `jsonPayload.alert` (e.g. `console.log(JSON.stringify({ alert: ALERTS.publishFailed, ... }))`),
 * and the set-up command (setup-plan.ts) turns each into a log-based metric with an alert
 * policy. Imported by the functions' code too, so this file imports nothing.
 */
export const ALERTS = {
  publishFailed: 'publish-failed',
  publishStuck: 'publish-stuck',
  mailPending: 'mail-pending',
} as const

export type AlertName = (typeof ALERTS)[keyof typeof ALERTS]
