/**
 * The upload dialog's modal frame: a native <dialog> opened with showModal(), with its title,
 * description and a close button. The props are the kit Dialog's (ui/dialog.tsx), so the two
 * can be swapped.
 *
 * Why not the kit's Dialog (React Aria): it has no close button in its header, and this dialog
 * has one (the X) that it would lose; it would add React Aria's modal (18.6 KiB compressed,
 * docs/decisions/027-ui-kit-and-forms.md) to a public page, where the native element gives the
 * focus trap, Escape, the inert page and the backdrop for nothing; and under React Aria's modal
 * the page's toaster is made inert, so toasts are seen but not announced (the admin's
 * 'New Category' dialog shows its problems inline for that reason). Here the toaster moves into
 * the open dialog instead (keepToasterInside). Revisit when the kit Dialog has a close button
 * and keeps the toaster out of what it hides.
 */
import { X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { IconButton } from '../ui/icon-button.tsx'
import { keepToasterInside } from './toaster-in-dialog.ts'

interface Props {
  open: boolean
  /** Called once the dialog has closed: Escape, the backdrop, the X, or `open` turned false. */
  onClose: () => void
  title: ReactNode
  /** Under the title, and the dialog's accessible description. */
  description: ReactNode
  /** False while something runs that must not be abandoned halfway. */
  dismissable?: boolean
  /** As wide as the screen allows, up to 64rem (a photo), instead of a form's 40rem. */
  wide?: boolean
  /** Keys pressed anywhere in the dialog (the photo viewer's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
  children: ReactNode
}

export function ModalDialog({
  open,
  onClose,
  title,
  description,
  dismissable = true,
  wide = false,
  onKeyDown,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    else if (!open && element.open) element.close()
  }, [open])

  // While it is open, the page's toaster is inside it. Escape, the backdrop and the X close the
  // element before `open` turns false: the toaster goes back at once.
  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const releaseToaster = keepToasterInside(element)
    element.addEventListener('close', releaseToaster)
    return () => {
      element.removeEventListener('close', releaseToaster)
      releaseToaster()
    }
  }, [open])

  function close() {
    if (dismissable) dialog.current?.close()
  }

  // The transparent border is painted in forced-colors mode, where the shadow is dropped.
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        if (!dismissable) event.preventDefault()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialog.current) close()
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(64rem,calc(100vw-2rem))]' : 'w-[min(40rem,calc(100vw-2rem))]'} overflow-y-auto rounded-2xl border border-transparent bg-white text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-xl font-bold wrap-anywhere text-slate-900 dark:text-white">
              {title}
            </h2>
            <p id={`${id}-description`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {description}
            </p>
          </div>
          <IconButton label="Close" onClick={close} disabled={!dismissable} className="-m-2">
            <X className="size-5" />
          </IconButton>
        </div>
        {children}
      </div>
    </dialog>
  )
}
