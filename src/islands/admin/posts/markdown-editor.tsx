/**
 * The post's content editor: Markdown in a textarea with a formatting toolbar (and Ctrl/⌘+B,
 * I, K), a Preview tab that shows the HTML as the post page styles it, and an HTML mode for
 * content Markdown cannot hold (tables, for instance). Why this shape:
 * docs/decisions/011-post-editor.md.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { errorClass, hintClass, labelClass } from '../shared/content-ui.tsx'
import { applyAction, type EditorAction, type TextState } from './editor-actions.ts'
import { cleanPreviewHtml, markdownToHtml, toEditableMarkdown } from './markdown.ts'
import type { ContentFormat } from './post-form-model.ts'
import { Icon, type IconName } from '../../shared/icon.tsx'

interface Props {
  id: string
  value: string
  format: ContentFormat
  onChange: (value: string) => void
  onFormatChange: (format: ContentFormat, value: string) => void
  disabled?: boolean
  /** Marks the content invalid, with this text under it. */
  error?: string | undefined
}

const TOOLS: { action: EditorAction; label: string; icon: IconName; keys?: string }[] = [
  { action: 'heading', label: 'Heading', icon: 'heading' },
  { action: 'bold', label: 'Bold', icon: 'bold', keys: 'b' },
  { action: 'italic', label: 'Italic', icon: 'italic', keys: 'i' },
  { action: 'link', label: 'Link', icon: 'link', keys: 'k' },
  { action: 'bullets', label: 'Bulleted list', icon: 'list' },
  { action: 'numbers', label: 'Numbered list', icon: 'list-ordered' },
  { action: 'quote', label: 'Quote', icon: 'quote' },
  { action: 'code', label: 'Code', icon: 'code' },
  { action: 'image', label: 'Image', icon: 'image' },
]

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

export function MarkdownEditor({
  id,
  value,
  format,
  onChange,
  onFormatChange,
  disabled = false,
  error,
}: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const [notice, setNotice] = useState<string | null>(null)
  // The selection to restore once React has written the new text.
  const pendingSelection = useRef<[number, number] | null>(null)

  useLayoutEffect(() => {
    const element = textarea.current
    const selection = pendingSelection.current
    if (!element || !selection) return
    pendingSelection.current = null
    element.focus()
    element.setSelectionRange(selection[0], selection[1])
  })

  const previewHtml = useMemo(
    () =>
      tab === 'preview' ? (format === 'markdown' ? markdownToHtml(value) : cleanPreviewHtml(value)) : '',
    [tab, format, value],
  )

  function run(action: EditorAction) {
    const element = textarea.current
    if (!element || disabled) return
    const state: TextState = { value, start: element.selectionStart, end: element.selectionEnd }
    const next = applyAction(action, state)
    pendingSelection.current = [next.start, next.end]
    onChange(next.value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (format !== 'markdown' || event.altKey || event.shiftKey) return
    if (!(isMac() ? event.metaKey : event.ctrlKey)) return
    const tool = TOOLS.find((candidate) => candidate.keys === event.key.toLowerCase())
    if (!tool) return
    event.preventDefault()
    run(tool.action)
  }

  function switchFormat(next: ContentFormat) {
    setNotice(null)
    if (next === format) return
    if (next === 'html') {
      onFormatChange('html', markdownToHtml(value))
      return
    }
    const markdown = toEditableMarkdown(value)
    if (markdown === null) {
      setNotice(
        "This content uses HTML that Markdown can't express (a table, for example), so it stays in HTML mode.",
      )
      return
    }
    onFormatChange('markdown', markdown)
  }

  const ids = {
    label: `${id}-label`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    writeTab: `${id}-tab-write`,
    previewTab: `${id}-tab-preview`,
    writePanel: `${id}-panel-write`,
    previewPanel: `${id}-panel-preview`,
  }
  const shortcut = isMac() ? '⌘' : 'Ctrl+'
  const tabClass = (active: boolean) =>
    `-mb-px rounded-t-lg border px-4 py-2 text-sm font-medium ${
      active
        ? 'border-slate-300 border-b-white bg-white text-slate-900 dark:border-slate-600 dark:border-b-slate-950 dark:bg-slate-950 dark:text-white'
        : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
    }`

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = tab === 'write' ? 'preview' : 'write'
    setTab(next)
    document.getElementById(next === 'write' ? ids.writeTab : ids.previewTab)?.focus()
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label id={ids.label} htmlFor={id} className={labelClass}>
          Content
        </label>
        <div
          role="group"
          aria-label="Content format"
          className="flex rounded-lg border border-slate-300 p-0.5 text-xs dark:border-slate-600"
        >
          {(['markdown', 'html'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={format === option}
              disabled={disabled}
              onClick={() => switchFormat(option)}
              className={`rounded-md px-2.5 py-1 font-medium ${
                format === option
                  ? 'bg-brand-700 dark:bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
            >
              {option === 'markdown' ? 'Markdown' : 'HTML'}
            </button>
          ))}
        </div>
      </div>
      {notice && (
        <p
          role="status"
          className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
        >
          {notice}
        </p>
      )}

      <div
        role="tablist"
        aria-label="Content editor"
        className="mt-2 flex gap-1 border-b border-slate-300 dark:border-slate-600"
      >
        <button
          id={ids.writeTab}
          type="button"
          role="tab"
          aria-selected={tab === 'write'}
          aria-controls={ids.writePanel}
          tabIndex={tab === 'write' ? 0 : -1}
          onClick={() => setTab('write')}
          onKeyDown={onTabKey}
          className={tabClass(tab === 'write')}
        >
          Write
        </button>
        <button
          id={ids.previewTab}
          type="button"
          role="tab"
          aria-selected={tab === 'preview'}
          aria-controls={ids.previewPanel}
          tabIndex={tab === 'preview' ? 0 : -1}
          onClick={() => setTab('preview')}
          onKeyDown={onTabKey}
          className={tabClass(tab === 'preview')}
        >
          Preview
        </button>
      </div>

      <div
        id={ids.writePanel}
        role="tabpanel"
        aria-labelledby={ids.writeTab}
        hidden={tab !== 'write'}
        className="rounded-b-lg border border-t-0 border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-950"
      >
        {format === 'markdown' && (
          <div
            role="toolbar"
            aria-label="Formatting"
            aria-controls={id}
            className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1.5 dark:border-slate-700"
          >
            {TOOLS.map((tool) => (
              <button
                key={tool.action}
                type="button"
                onClick={() => run(tool.action)}
                disabled={disabled}
                aria-label={tool.label}
                title={tool.keys ? `${tool.label} (${shortcut}${tool.keys.toUpperCase()})` : tool.label}
                className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <Icon name={tool.icon} />
              </button>
            ))}
          </div>
        )}
        <textarea
          ref={textarea}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={16}
          spellCheck={format === 'markdown'}
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={error ? true : undefined}
          placeholder={
            format === 'markdown'
              ? 'Write your post here. ## starts a heading, **bold**, *italic*, - a list item.'
              : '<p>Your post as HTML</p>'
          }
          className="focus:outline-brand-600 block min-h-64 w-full resize-y rounded-b-lg border-0 bg-transparent px-3 py-2 font-mono text-sm leading-relaxed text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:-outline-offset-2 aria-invalid:outline-2 aria-invalid:outline-red-600 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <div
        id={ids.previewPanel}
        role="tabpanel"
        aria-labelledby={ids.previewTab}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className="min-h-64 rounded-b-lg border border-t-0 border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-950"
      >
        {previewHtml.trim() === '' ? (
          <p className="text-slate-600 dark:text-slate-400">Nothing to preview yet.</p>
        ) : (
          // Markdown output escapes all text and keeps safe URLs only; HTML mode is reduced to the
          // server's allow-list first (markdown.ts). The server sanitises again on save.
          <div className="prose-post" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        )}
      </div>
      <p id={ids.hint} className={hintClass}>
        {format === 'markdown'
          ? 'Markdown: ## heading, **bold**, *italic*, [link](https://…), - list, 1. numbered list, > quote, `code`. Leave a blank line between paragraphs.'
          : 'HTML mode: headings, paragraphs, lists, links, images, quotes, code and tables are kept; scripts, styles and other tags are removed when you save.'}
      </p>
      {error && (
        <p id={ids.error} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  )
}
