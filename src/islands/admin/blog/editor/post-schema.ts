/**
 * What the post editor can hold: exactly the blog's HTML allow-list (domain/post-html.ts), so
 * what an admin writes is what the server stores and visitors read. Anything else, such as the
 * styles, classes and fonts of text pasted from Word or Google Docs, has no place in this
 * schema and is dropped as it arrives.
 */
import type { Editor, Extensions } from '@tiptap/core'
import Heading from '@tiptap/extension-heading'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { Placeholder } from '@tiptap/extensions'
import StarterKit from '@tiptap/starter-kit'
import { isImageUrl } from '../../../../domain/media.ts'
import { isAllowedPostLink } from '../../../../domain/post-html.ts'

/** The post's title is the page's h1, so the body's headings start at h2 (an h1 pasted in becomes one). */
const HEADING_LEVELS = [2, 3, 4] as const

const PostHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: 'h1', attrs: { level: 2 } },
      ...HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ]
  },
}).configure({ levels: [...HEADING_LEVELS] })

/** A plain table: rows in a tbody, no widths, styles or column groups. */
const PostTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', HTMLAttributes, ['tbody', 0]]
  },
}).configure({ resizable: false })

function span(name: 'colspan' | 'rowspan') {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute(name)) || 1,
  }
}

/** Cells keep their spans only (no widths or alignment styles). */
const PostTableCell = TableCell.extend({
  addAttributes() {
    return { colspan: span('colspan'), rowspan: span('rowspan') }
  },
})

/** Header cells keep their spans and their scope (row or column), which screen readers use. */
const PostTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      colspan: span('colspan'),
      rowspan: span('rowspan'),
      scope: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const scope = element.getAttribute('scope')
          return scope === 'row' || scope === 'col' ? scope : null
        },
      },
    }
  },
})

/** Pictures from our uploads or an http(s) address, with their alt text and size; nothing pasted as data. */
const PostImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) => (isImageUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ]
  },
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
    }
  },
}).configure({ inline: false, allowBase64: false })

/**
 * Links, ending where they were made. Tiptap makes the link mark inclusive whenever `autolink`
 * is on, so a full stop typed straight after a link became part of it (issue 28). Not inclusive,
 * text typed at a link's end is plain; text typed inside it stays in the link, the link panel
 * still edits the whole link, and autolink still links an address once a space follows it.
 */
const PostLink = Link.extend({ inclusive: false }).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  // The server adds rel itself; a post's links open in the same tab.
  HTMLAttributes: { target: null, rel: null },
  isAllowedUri: (url) => isAllowedPostLink(url),
})

/** The editor's extensions; `placeholder` is the hint an empty editor shows (the browser's only). */
export function postExtensions({ placeholder }: { placeholder?: string } = {}): Extensions {
  return [
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
    StarterKit.configure({
      heading: false,
      link: false,
      codeBlock: { languageClassPrefix: null, HTMLAttributes: {} },
    }),
    PostLink,
    PostHeading,
    PostImage,
    PostTable,
    TableRow,
    PostTableHeader,
    PostTableCell,
  ]
}

/**
 * The post's HTML as the editor holds it: '' when there is nothing in it, and without the
 * empty paragraphs the editor keeps at the end so there is always a line to type on.
 */
export function postHtmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '')
}
