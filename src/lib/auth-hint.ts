/**
 * A hint of who is signed in, kept in localStorage so static pages can show the right header
 * controls at once, before any auth code has loaded. It is for display only and never grants
 * anything: the API verifies the Firebase ID token and the role on every request.
 */
export interface AuthHint {
  role: 'user' | 'admin'
  email: string
}

/**
 * Read as well by the inline script of components/layout/AuthHintInit.astro, and named by the
 * cookie policy: keep in step.
 */
export const AUTH_HINT_KEY = 'auth-hint'
/** Dispatched on window by writeAuthHint() in this tab. */
const AUTH_HINT_CHANGED_EVENT = 'auth:hint-changed'

/** The stored hint, or null when absent, malformed or storage is unavailable. */
export function readAuthHint(): AuthHint | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(AUTH_HINT_KEY) ?? 'null')
    if (
      typeof value === 'object' &&
      value !== null &&
      'role' in value &&
      (value.role === 'user' || value.role === 'admin') &&
      'email' in value &&
      typeof value.email === 'string'
    ) {
      return { role: value.role, email: value.email }
    }
  } catch {
    // Malformed JSON or blocked storage both mean "no hint".
  }
  return null
}

/** Stores the hint (null removes it) and dispatches AUTH_HINT_CHANGED_EVENT. */
export function writeAuthHint(hint: AuthHint | null): void {
  try {
    if (hint) localStorage.setItem(AUTH_HINT_KEY, JSON.stringify({ role: hint.role, email: hint.email }))
    else localStorage.removeItem(AUTH_HINT_KEY)
  } catch {
    // Without storage the hint lives only until the page changes.
  }
  dispatchEvent(new CustomEvent(AUTH_HINT_CHANGED_EVENT, { detail: hint }))
}
