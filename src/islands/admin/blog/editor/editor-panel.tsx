/**
 * The frame of the editor's Link and Image fields, under the toolbar. A group, not a form: it
 * sits inside the post's form, so Enter in one of its inputs runs its own action instead of
 * saving the post, and Escape closes it and puts the cursor back in the text.
 */
import type { Editor } from '@tiptap/core'
import type { ReactNode } from 'react'

interface Props {
  editor: Editor
  label: string
  /** What Enter in one of the panel's inputs does. */
  onEnter: () => void
  onClose: () => void
  /** While true, Escape does nothing (an upload is under way). */
  busy?: boolean
  className: string
  children: ReactNode
}

export function EditorPanel({ editor, label, onEnter, onClose, busy = false, className, children }: Props) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`border-b border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900 ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault()
          closePanel(editor, onClose)
        } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault()
          onEnter()
        }
      }}
    >
      {children}
    </div>
  )
}

/** Closes a panel and puts the cursor back where it was in the text. */
export function closePanel(editor: Editor, onClose: () => void): void {
  editor.commands.focus()
  onClose()
}
