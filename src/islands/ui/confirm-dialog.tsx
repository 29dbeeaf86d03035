import { useState, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

interface ConfirmProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * "Are you sure?" as the kit's modal alert dialog: focus is trapped, Escape cancels, and the
 * page behind is hidden. Cancel has the first focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={children}>
      <div className="mt-6 flex justify-end gap-3">
        <Button autoFocus variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}

interface UseConfirmOptions<T> {
  /** The action, e.g. `remove.mutate` or, with `close: 'when-settled'`, `remove.mutateAsync`. */
  onConfirm: (item: T) => unknown
  /**
   * 'at-once' (the default) closes as the action starts; 'when-settled' keeps the question up
   * until the promise the action returns settles, whether it succeeded or failed.
   */
  close?: 'at-once' | 'when-settled'
}

/**
 * Which item a screen is asking about, and the open / confirm / cancel props for its
 * ConfirmDialog. `ask(item)` opens the question; for a question about no item, `ask()`.
 */
export function useConfirm<T = void>({ onConfirm, close = 'at-once' }: UseConfirmOptions<T>) {
  // Boxed, so that an item that is itself falsy (or absent) still counts as asked.
  const [asked, setAsked] = useState<{ item: T } | null>(null)
  const cancel = () => setAsked(null)
  return {
    item: asked?.item,
    ask: (item: T) => setAsked({ item }),
    dialog: {
      open: asked !== null,
      onCancel: cancel,
      onConfirm: () => {
        if (asked === null) return
        const done = onConfirm(asked.item)
        // A failure is already told by the query client's one error path; here it only closes.
        if (close === 'when-settled') void Promise.resolve(done).then(cancel, cancel)
        else cancel()
      },
    },
  }
}
