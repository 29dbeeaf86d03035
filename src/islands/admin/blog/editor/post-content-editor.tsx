/**
 * The post's content, written as it will read: a visual editor (Tiptap) whose schema is the
 * blog's HTML allow-list (post-schema.ts), with a toolbar, links, tables and pictures uploaded
 * in place. Its value is the post's HTML ('' when empty). Why Tiptap:
 * docs/decisions/028-post-editor.md. Loaded only when the post form opens.
 */
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useState } from 'react'
import { LoadingState } from '../../../ui/spinner.tsx'
import { Button } from '../../../ui/button.tsx'
import { FieldError, Hint, Label } from '../../../ui/field.tsx'
import { EditorToolbar, type EditorPanel } from './editor-toolbar.tsx'
import { ImagePanel } from './image-panel.tsx'
import { LinkPanel } from './link-panel.tsx'
import { inertPastedHtml } from './pasted-html.ts'
import { postExtensions, postHtmlOf } from './post-schema.ts'
import './editor.css'

interface Props {
  id: string
  value: string
  onChange: (html: string) => void
  disabled?: boolean
  /** Marks the content invalid, with this text under it. */
  error?: string | undefined
}

const EDITOR_CLASS =
  'prose-post min-h-72 px-4 py-3 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 aria-invalid:outline-2 aria-invalid:outline-red-600'

export default function PostContentEditor({ id, value, onChange, disabled = false, error }: Props) {
  const [panel, setPanel] = useState<EditorPanel>(null)
  const [pictureNotice, setPictureNotice] = useState(false)
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` }
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    'aria-describedby': error ? `${ids.hint} ${ids.error}` : ids.hint,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class: EDITOR_CLASS,
  }

  const editor = useEditor({
    extensions: postExtensions({ placeholder: 'Write your post here…' }),
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes,
      transformPastedHTML: (html) => {
        const pasted = inertPastedHtml(html)
        setPictureNotice(pasted.picturesLeftOut > 0)
        return pasted.html
      },
      handleKeyDown: (_view, event) => {
        // Ctrl/⌘+K opens the link field, as in the editors admins know.
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          setPanel('link')
          return true
        }
        return false
      },
    },
    onUpdate: ({ editor: current }) => onChange(postHtmlOf(current)),
  })

  // The error and the busy state change after the editor is made.
  useEffect(() => {
    if (!editor) return
    editor.setEditable(!disabled, false)
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } })
    // `attributes` is rebuilt from these on every render.
  }, [editor, disabled, error])

  return (
    <div>
      <Label id={ids.label} className="cursor-default" onClick={() => editor?.commands.focus()}>
        Content
      </Label>
      <div className="mt-1 rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950">
        {editor ? (
          <>
            <EditorToolbar editor={editor} disabled={disabled} panel={panel} onPanel={setPanel} />
            {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
            {panel === 'image' && <ImagePanel editor={editor} onClose={() => setPanel(null)} />}
            {pictureNotice && (
              <p
                role="status"
                className="border-b border-slate-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-slate-700 dark:bg-amber-400/10 dark:text-amber-200"
              >
                Pictures in pasted text are left out: add each one with Image, so it is uploaded here with its
                alt text.{' '}
                <Button variant="link" onClick={() => setPictureNotice(false)} className="underline">
                  Dismiss
                </Button>
              </p>
            )}
            <EditorContent editor={editor} />
          </>
        ) : (
          <LoadingState label="Opening the editor..." />
        )}
      </div>
      <Hint id={ids.hint}>
        Headings, lists, links, quotes, tables and pictures appear here as they will on the blog. Text pasted
        from Word or Google Docs keeps its structure; its fonts, colours and pictures are left out (add
        pictures with Image).
      </Hint>
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </div>
  )
}
