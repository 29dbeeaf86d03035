/**
 * The page's one toaster (sonner), loaded with the first toast rather than with every island:
 * most pages never show one, and sonner is the biggest part of an island's shared code after
 * React. toast.tsx is what islands call.
 */
import type { CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'
import { TOAST_DURATION_MS, TOASTER_ID, type ToastMessage } from './toast.tsx'

const host = document.createElement('div')
host.id = TOASTER_ID
// React Aria's modals hide and make inert everything outside them, except what carries its
// top-layer mark: a toast raised while an admin dialog is open is still seen, announced and
// closable. (The public upload dialog is a native <dialog>, which takes the toaster in.)
host.dataset.reactAriaTopLayer = ''
document.body.append(host)
const dark = document.documentElement.classList.contains('dark')
createRoot(host).render(
  <Toaster
    visibleToasts={1}
    duration={TOAST_DURATION_MS}
    // At the bottom, out of the way of what a page puts first: headings, the admin's actions,
    // and a card just saved, which the admin blog brings to the top of the view (issue 28).
    // On a phone sonner lays it across the bottom edge.
    position="bottom-right"
    theme={dark ? 'dark' : 'light'}
    richColors
    // Sonner's light rich colours are 4.3:1 on their tint; these darker texts pass WCAG AA (axe).
    style={dark ? undefined : ({ '--success-text': '#166534', '--error-text': '#b91c1c' } as CSSProperties)}
    closeButton
    toastOptions={{ classNames: { title: 'font-semibold' } }}
  />,
)

export function show({ title, description, variant = 'default' }: ToastMessage): void {
  // Only one toast at a time: a new one replaces whatever is showing.
  toast.dismiss()
  const options = description === undefined ? {} : { description }
  if (variant === 'destructive') toast.error(title, options)
  else if (variant === 'success') toast.success(title, options)
  else toast(title, options)
}
