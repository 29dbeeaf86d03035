/**
 * What the legal texts say about the site's own workings is what those workings are: the browser
 * storage the cookie policy names, and how long the privacy policy says backups are kept.
 */
import { describe, expect, test } from 'vitest'
import { BACKUP_RETENTION } from '../../../scripts/production/project.ts'
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import { factsOf } from '../../business-facts.ts'
import { PENDING_TOAST_KEY } from '../../islands/ui/toast.tsx'
import { AUTH_HINT_KEY } from '../../lib/auth-hint.ts'
import { cookiePolicy, NEXT_PAGE_MESSAGE_KEY, SIGNED_IN_HINT_KEY } from './cookie-policy.ts'
import { BACKUP_WEEKS, privacyPolicy } from './privacy-policy.ts'

const facts = factsOf(DEFAULT_BUSINESS_SETTINGS)
const text = (value: unknown) => JSON.stringify(value)

describe('the legal texts and what the site does', () => {
  test("the cookie policy names every key the site's scripts keep in the browser", () => {
    expect(SIGNED_IN_HINT_KEY).toBe(AUTH_HINT_KEY)
    expect(NEXT_PAGE_MESSAGE_KEY).toBe(PENDING_TOAST_KEY)
    const policy = text(cookiePolicy(facts))
    for (const key of ['vite-ui-theme', AUTH_HINT_KEY, PENDING_TOAST_KEY]) {
      expect(policy).toContain(`{"code":"${key}"}`)
    }
  })

  test('the privacy policy gives the backups the time the production set-up keeps them', () => {
    expect(BACKUP_RETENTION).toBe(`${BACKUP_WEEKS}w`)
    expect(text(privacyPolicy(facts))).toContain(`each backup is kept ${BACKUP_WEEKS} weeks`)
  })
})
