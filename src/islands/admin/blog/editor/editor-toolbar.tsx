/**
 * The editor's formatting toolbar: what each button does, whether it is on where the cursor
 * is, and the table tools shown while the cursor is in a table. Link and Image open their own
 * panels (the editor decides which is open). Each toolbar is React Aria's: one Tab stop on the
 * way to the text, its tools reached with the arrow keys, as a screen reader says a toolbar is.
 */
import type { ChainedCommands, Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import type { MouseEvent } from 'react'
import { Toolbar } from 'react-aria-components'
import { Button } from '../../../ui/button.tsx'
import { IconButton, type IconButtonProps } from '../../../ui/icon-button.tsx'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Table,
  Undo2,
  type LucideIcon,
} from 'lucide-react'

export type EditorPanel = 'link' | 'image' | null

interface Tool {
  label: string
  icon: LucideIcon
  /** Shown in the tooltip; the keys themselves are Tiptap's. */
  keys?: string
  /** What the button does: a command on the text, or opening (and closing) one of the panels. */
  action: { run: (editor: Editor) => void } | { opens: NonNullable<EditorPanel> }
  /** Whether the button shows as pressed where the cursor is; tools without it are actions. */
  active?: (editor: Editor) => boolean
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

const chain = (editor: Editor) => editor.chain().focus()

/** A tool that turns a style on and off, shown pressed where the cursor has it. */
function toggle(
  label: string,
  icon: LucideIcon,
  command: (commands: ChainedCommands) => ChainedCommands,
  ...isOn: [name: string, attributes?: Record<string, unknown>]
): Tool {
  return {
    label,
    icon,
    action: { run: (editor) => command(chain(editor)).run() },
    active: (editor) => editor.isActive(...isOn),
  }
}

const TOOLS: Tool[] = [
  toggle('Heading', Heading2, (c) => c.toggleHeading({ level: 2 }), 'heading', { level: 2 }),
  toggle('Subheading', Heading3, (c) => c.toggleHeading({ level: 3 }), 'heading', { level: 3 }),
  { ...toggle('Bold', Bold, (c) => c.toggleBold(), 'bold'), keys: 'B' },
  { ...toggle('Italic', Italic, (c) => c.toggleItalic(), 'italic'), keys: 'I' },
  toggle('Bulleted list', List, (c) => c.toggleBulletList(), 'bulletList'),
  toggle('Numbered list', ListOrdered, (c) => c.toggleOrderedList(), 'orderedList'),
  toggle('Quote', Quote, (c) => c.toggleBlockquote(), 'blockquote'),
  toggle('Code block', SquareCode, (c) => c.toggleCodeBlock(), 'codeBlock'),
  { label: 'Divider', icon: Minus, action: { run: (editor) => chain(editor).setHorizontalRule().run() } },
  {
    label: 'Table',
    icon: Table,
    action: { run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  },
  {
    label: 'Link',
    icon: Link,
    keys: 'K',
    action: { opens: 'link' },
    active: (editor) => editor.isActive('link'),
  },
  { label: 'Image', icon: ImagePlus, action: { opens: 'image' } },
]

const TABLE_TOOLS: { label: string; run: (editor: Editor) => void }[] = [
  { label: 'Add row', run: (editor) => chain(editor).addRowAfter().run() },
  { label: 'Add column', run: (editor) => chain(editor).addColumnAfter().run() },
  { label: 'Remove row', run: (editor) => chain(editor).deleteRow().run() },
  { label: 'Remove column', run: (editor) => chain(editor).deleteColumn().run() },
  { label: 'Remove table', run: (editor) => chain(editor).deleteTable().run() },
]

interface Props {
  editor: Editor
  disabled: boolean
  panel: EditorPanel
  onPanel: (panel: EditorPanel) => void
}

/**
 * A press on a toolbar button does not take the focus from the text: the caret and selection
 * stay where the writer left them, so the command lands there and typing goes on at once
 * (the keyboard reaches every button with the arrow keys).
 */
function keepEditorFocus(event: MouseEvent) {
  event.preventDefault()
}

export function EditorToolbar({ editor, disabled, panel, onPanel }: Props) {
  // Re-rendered only when what the buttons show changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.map((tool) => tool.active?.(current) ?? null),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const shortcut = isMac() ? '⌘' : 'Ctrl+'
  const title = (label: string, keys?: string) => (keys ? `${label} (${shortcut}${keys})` : label)

  return (
    <div className="border-b border-slate-200 dark:border-slate-700">
      <Toolbar aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 p-1.5">
        {TOOLS.map((tool, index) => {
          const { action } = tool
          const opens = 'opens' in action ? action.opens : null
          return (
            <ToolButton
              key={tool.label}
              label={tool.label}
              icon={tool.icon}
              title={title(tool.label, tool.keys)}
              onClick={() => {
                if ('run' in action) action.run(editor)
                else onPanel(panel === action.opens ? null : action.opens)
              }}
              disabled={disabled}
              aria-pressed={state.active[index] ?? undefined}
              aria-expanded={opens ? panel === opens : undefined}
            />
          )
        })}
        <span className="mx-1 h-6 w-px bg-slate-200 dark:bg-slate-700" aria-hidden />
        <ToolButton
          label="Undo"
          icon={Undo2}
          title={title('Undo', 'Z')}
          onClick={() => chain(editor).undo().run()}
          disabled={disabled || !state.canUndo}
        />
        <ToolButton
          label="Redo"
          icon={Redo2}
          title={title('Redo', isMac() ? '⇧Z' : 'Y')}
          onClick={() => chain(editor).redo().run()}
          disabled={disabled || !state.canRedo}
        />
      </Toolbar>
      {state.inTable && (
        <Toolbar
          aria-label="Table"
          className="flex flex-wrap gap-1 border-t border-slate-200 px-1.5 py-1 dark:border-slate-700"
        >
          {TABLE_TOOLS.map((tool) => (
            <Button
              key={tool.label}
              variant="ghost"
              size="sm"
              onMouseDown={keepEditorFocus}
              onClick={() => tool.run(editor)}
              disabled={disabled}
              className="px-2 py-1 text-xs"
            >
              {tool.label}
            </Button>
          ))}
        </Toolbar>
      )}
    </div>
  )
}

/** A formatting tool: an icon button that leaves the focus in the text. */
function ToolButton({
  icon: Icon,
  ...props
}: Omit<IconButtonProps, 'children' | 'onMouseDown'> & { icon: LucideIcon }) {
  return (
    <IconButton {...props} onMouseDown={keepEditorFocus}>
      <Icon className="size-5" />
    </IconButton>
  )
}
