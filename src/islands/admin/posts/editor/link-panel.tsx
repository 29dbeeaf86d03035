/**
 * The editor's link field: the address for the selected text (or, with nothing selected, a new
 * link that reads as its address), and removing the link the cursor is on.
 */
import type { Editor } from '@tiptap/core'
import { useId, useState } from 'react'
import { errorClass, fieldClass, labelClass } from '../../shared/content-ui.tsx'
import { linkAddress } from './link-address.ts'

interface Props {
  editor: Editor
  onClose: () => void
}

export function LinkPanel({ editor, onClose }: Props) {
  const id = useId()
  const current = editor.getAttributes('link')['href'] as string | undefined
  const [typed, setTyped] = useState(current ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  function apply() {
    const result = linkAddress(typed)
    if ('problem' in result) {
      setProblem(result.problem)
      return
    }
    const { href } = result
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
    }
    onClose()
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }

  return (
    // A group, not a form: it sits inside the post's form, and Enter here must not save the post.
    <div
      role="group"
      aria-label="Link"
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          editor.commands.focus()
          onClose()
        } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault()
          apply()
        }
      }}
    >
      <div className="min-w-60 flex-1">
        <label htmlFor={`${id}-href`} className={labelClass}>
          Link address
        </label>
        <input
          id={`${id}-href`}
          autoFocus
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setProblem(null)
          }}
          inputMode="url"
          placeholder="https://… or /a-page-of-this-site"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={fieldClass}
        />
        {problem && (
          <p id={`${id}-problem`} className={errorClass}>
            {problem}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={apply}>
          {current ? 'Update link' : 'Add link'}
        </button>
        {current && (
          <button type="button" className="btn btn-outline" onClick={remove}>
            Remove link
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            editor.commands.focus()
            onClose()
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
