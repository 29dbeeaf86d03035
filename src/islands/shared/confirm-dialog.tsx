import { useEffect, useId, useRef, type ReactNode } from 'react'

interface ConfirmProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * "Are you sure?" as a native modal dialog: focus is trapped, Escape cancels, and the page
 * behind is inert. Cancel has the first focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      cancel.current?.focus()
    } else if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        if (open) onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancel} type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
