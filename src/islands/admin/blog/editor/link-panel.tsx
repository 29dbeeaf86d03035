/**
 * The editor's link field: the address for the selected text (or, with nothing selected, a new
 * link that reads as its address), and removing the link the cursor is on. On the form recipe
 * with nothing to send: the checked address goes straight into the text. The panel is no <form>
 * (it sits inside the post's), so the recipe focuses a refused field through its ref.
 */
import type { Editor } from '@tiptap/core'
import { z } from 'zod'
import { Button } from '../../../ui/button.tsx'
import { Field, Input } from '../../../ui/field.tsx'
import { useApiForm } from '../../../ui/form/use-api-form.ts'
import { closePanel, EditorPanel } from './editor-panel.tsx'
import { LinkAddressSchema } from './link-address.ts'

const LinkSchema = z.object({ href: LinkAddressSchema })

interface Props {
  editor: Editor
  onClose: () => void
}

export function LinkPanel({ editor, onClose }: Props) {
  const current = editor.getAttributes('link')['href'] as string | undefined
  const { form, submit } = useApiForm({
    schema: LinkSchema,
    defaultValues: { href: current ?? '' },
    meta: { errorToast: false },
    mutationFn: async ({ href }) => {
      if (editor.state.selection.empty && !editor.isActive('link')) {
        editor
          .chain()
          .focus()
          .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
          .run()
      } else {
        editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
      }
    },
    onSuccess: onClose,
  })

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }

  return (
    <EditorPanel
      editor={editor}
      label="Link"
      onEnter={() => void submit()}
      onClose={onClose}
      className="flex flex-wrap items-end gap-2"
    >
      <Field label="Link address" error={form.formState.errors.href?.message} className="min-w-60 flex-1">
        <Input
          autoFocus
          {...form.register('href')}
          inputMode="url"
          placeholder="https://… or /a-page-of-this-site"
        />
      </Field>
      <div className="flex gap-2">
        <Button onClick={() => void submit()}>{current ? 'Update link' : 'Add link'}</Button>
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
