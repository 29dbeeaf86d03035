/**
 * The editor's link field: the address for the selected text (or, with nothing selected, a new
 * link that reads as its address), and removing the link the cursor is on.
 */
import type { Editor } from '@tiptap/core'
import { useId, useState } from 'react'
import { Field, Input } from '../../../ui/field.tsx'
import { closePanel, EditorPanel } from './editor-panel.tsx'
import { linkAddress } from './link-address.ts'
import { Button } from '../../../ui/button.tsx'

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
    <EditorPanel
      editor={editor}
      label="Link"
      onEnter={apply}
      onClose={onClose}
      className="flex flex-wrap items-end gap-2"
    >
      <Field id={`${id}-href`} label="Link address" error={problem ?? undefined} className="min-w-60 flex-1">
        <Input
          autoFocus
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setProblem(null)
          }}
          inputMode="url"
          placeholder="https://… or /a-page-of-this-site"
        />
      </Field>
      <div className="flex gap-2">
        <Button onClick={apply}>{current ? 'Update link' : 'Add link'}</Button>
        {current && (
          <Button variant="secondary" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button variant="secondary" onClick={() => closePanel(editor, onClose)}>
          Cancel
        </Button>
      </div>
    </EditorPanel>
  )
}
