import { useRef, useState, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

interface ConfirmProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The action is running: the question stays up, and neither button can be pressed again. */
  pending?: boolean
}

/**
 * "Are you sure?" as the kit's modal alert dialog: focus is trapped, Escape cancels, and the
 * page behind is hidden. Cancel has the first focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onCancel} dismissable={!pending} title={title} description={children}>
      <div className="mt-6 flex justify-end gap-3">
        <Button autoFocus variant="secondary" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
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
  const [pending, setPending] = useState(false)
  // A second press before the re-render that disables the button must not run it twice.
  const running = useRef(false)
  const cancel = () => {
    if (!running.current) setAsked(null)
  }
  return {
    item: asked?.item,
    ask: (item: T) => setAsked({ item }),
    dialog: {
      open: asked !== null,
      pending,
      onCancel: cancel,
      onConfirm: () => {
        if (asked === null || running.current) return
        const done = onConfirm(asked.item)
        if (close === 'at-once') return cancel()
        running.current = true
        setPending(true)
        // A failure is already told by the query client's one error path; here it only closes.
        const settle = () => {
          running.current = false
          setPending(false)
          setAsked(null)
        }
        void Promise.resolve(done).then(settle, settle)
      },
    },
  }
}
