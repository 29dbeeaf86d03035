/**
 * The islands' modal dialog, on React Aria Components: focus moves in and is trapped, Escape
 * and the backdrop close it (unless `dismissable` is false, e.g. while saving), focus returns
 * to what opened it, the page behind is hidden from screen readers and does not scroll, and the
 * title labels it.
 */
import { useId, type ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

export interface DialogProps {
  open: boolean
  /** Called when the dialog asks to close: Escape, a click outside, or `close()` from children. */
  onClose: () => void
  title: ReactNode
  /** Under the title, and the dialog's accessible description. */
  description?: ReactNode
  /** 'alertdialog' for a question that needs an answer ('Delete this post?'). */
  role?: 'dialog' | 'alertdialog'
  /** False while something runs that must not be abandoned halfway. */
  dismissable?: boolean
  size?: 'md' | 'lg'
  children: ReactNode
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  dismissable = true,
  size = 'md',
  children,
}: DialogProps) {
  const descriptionId = useId()
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      isDismissable={dismissable && role === 'dialog'}
      isKeyboardDismissDisabled={!dismissable}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/70 p-4"
    >
      {/* The transparent border is painted in forced-colors mode, where the shadow is dropped:
          the panel keeps an edge against the page behind it. */}
      <Modal
        className={`${size === 'lg' ? 'w-[min(40rem,100%)]' : 'w-[min(28rem,100%)]'} max-h-full overflow-y-auto rounded-2xl border border-transparent bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100`}
      >
        <AriaDialog
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className="focus:outline-hidden"
        >
          <Heading slot="title" className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </Heading>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {description}
            </div>
          )}
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
