/**
 * Toasts, as the specification describes them: one visible at a time, 5000 ms each, with a
 * title and a text; destructive ones look destructive. Any island calls `notify()`; the single
 * toaster mounts itself into the page on first use, so islands never render their own.
 *
 * `notifyAfterRedirect()` keeps a toast across a page change (for "Access Denied" and the
 * like): it is stored for this tab and shown by the next page that loads an island.
 */
import type { CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
}

export const TOAST_DURATION_MS = 5000
const PENDING_KEY = 'pending-toast'
let mounted = false

function mountToaster() {
  if (mounted || typeof document === 'undefined') return
  mounted = true
  const host = document.createElement('div')
  host.id = 'toaster'
  document.body.append(host)
  const dark = document.documentElement.classList.contains('dark')
  createRoot(host).render(
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      theme={dark ? 'dark' : 'light'}
      richColors
      // Sonner's light rich colours are 4.3:1 on their tint; these darker texts pass WCAG AA (axe).
      style={dark ? undefined : ({ '--success-text': '#166534', '--error-text': '#b91c1c' } as CSSProperties)}
      closeButton
      toastOptions={{ classNames: { title: 'font-semibold' } }}
    />,
  )
}

export function notify({ title, description, variant = 'default' }: ToastMessage): void {
  mountToaster()
  // Only one toast at a time: a new one replaces whatever is showing.
  toast.dismiss()
  const options = description === undefined ? {} : { description }
  if (variant === 'destructive') toast.error(title, options)
  else if (variant === 'success') toast.success(title, options)
  else toast(title, options)
}

export function notifyAfterRedirect(message: ToastMessage): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(message))
  } catch {
    // Without storage the toast is lost; the redirect still happens.
  }
}

/** Shows a toast left by the previous page, once. Called by IslandRoot. */
export function showPendingToast(): void {
  let message: ToastMessage | null = null
  try {
    message = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null')
    sessionStorage.removeItem(PENDING_KEY)
  } catch {
    return
  }
  if (message?.title) notify(message)
}
