/**
 * Toasts, as the specification describes them: one visible at a time, 5000 ms each, with a
 * title and a text; destructive ones look destructive. Any island calls `notify()`; the single
 * toaster (toaster.tsx, with sonner) loads and mounts itself into the page on first use, so
 * islands never render their own and pages that show no toast never load it.
 *
 * `notifyAfterRedirect()` keeps a toast across a page change (for "Access Denied" and the
 * like): it is stored for this tab and shown by the next page that loads an island.
 */
export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
}

export const TOAST_DURATION_MS = 5000
/** The id of the element the toaster is mounted in. */
export const TOASTER_ID = 'toaster'
/** Named by the cookie policy: keep in step. */
export const PENDING_TOAST_KEY = 'pending-toast'

/** The toaster, loaded and mounted with the first toast (toaster.tsx). */
let toaster: Promise<typeof import('./toaster.tsx')> | undefined

export function notify(message: ToastMessage): void {
  if (typeof document === 'undefined') return
  toaster ??= import('./toaster.tsx')
  toaster
    .then(({ show }) => show(message))
    .catch((error: unknown) => {
      toaster = undefined // try again with the next toast
      console.error('Could not show a message', message.title, error)
    })
}

export function notifyAfterRedirect(message: ToastMessage): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(message))
  } catch {
    // Without storage the toast is lost; the redirect still happens.
  }
}

/** Shows a toast left by the previous page, once. Called by IslandRoot. */
export function showPendingToast(): void {
  let message: ToastMessage | null
  try {
    message = JSON.parse(sessionStorage.getItem(PENDING_TOAST_KEY) ?? 'null')
    sessionStorage.removeItem(PENDING_TOAST_KEY)
  } catch {
    return
  }
  if (message?.title) notify(message)
}
