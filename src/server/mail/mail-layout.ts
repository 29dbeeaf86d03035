/**
 * The one layout of every e-mail's HTML part, drawn with React Email's components (tables and
 * inline styles, which mail clients keep). No images: the brand is text, so the message reads
 * the same with images blocked. Dark mode: clients that honour `prefers-color-scheme` get the
 * classes' dark colours from the <style>; the others keep the light ones, which read on their own.
 */
// Each component from its own package, not the @react-email/components index: in the functions
// bundle the index also brings Tailwind, Prism and Markdown (+1.7 MB, ~230 ms more to load at
// every cold start), since the services are imported lazily and esbuild cannot drop them there.
// These packages are the index's own dependencies, at the versions it pins.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react'
import type { MailBlock, MailContent, MailLook } from './mail-content.ts'

const fonts = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const ink = '#111827'
const muted = '#4b5563'
const brand = '#1d4ed8'

// Only class names and fixed colours here: nothing anyone typed reaches this text.
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: #0b1120 !important; }
  .mail-card { background-color: #111827 !important; border-color: #374151 !important; }
  .mail-brand { color: #93c5fd !important; }
  .mail-heading { color: #f9fafb !important; }
  .mail-text { color: #e5e7eb !important; }
  .mail-muted { color: #9ca3af !important; }
  .mail-link { color: #93c5fd !important; }
  .mail-quote { background-color: #1f2937 !important; border-color: #60a5fa !important; color: #e5e7eb !important; }
  .mail-alert { background-color: #422006 !important; border-color: #f59e0b !important; color: #fde68a !important; }
  .mail-button { background-color: #2563eb !important; color: #ffffff !important; }
  .mail-rule { border-color: #374151 !important; }
}
`

// The font on every element too: some clients (Outlook) do not pass it down into tables.
// Every text may hold a customer's unbroken address or name: it wraps, or it would widen the
// message past a phone's screen.
const text: CSSProperties = {
  fontFamily: fonts,
  color: ink,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
  wordBreak: 'break-word',
}
const box: CSSProperties = {
  ...text,
  padding: '12px 16px',
  borderLeft: '4px solid',
  borderRadius: '4px',
}
const styles = {
  page: { backgroundColor: '#f3f4f6', fontFamily: fonts, margin: 0, padding: '24px 12px' },
  card: {
    maxWidth: '600px',
    backgroundColor: '#ffffff',
    border: '1px solid #e5e7eb',
    borderRadius: '8px',
  },
  // On the cell, not the table: Outlook on Windows ignores a table's padding. The break is
  // inherited by the brand, the heading and the footer: a business name may hold a long word too.
  cardInside: { padding: '0 24px', wordBreak: 'break-word' },
  brand: {
    fontFamily: fonts,
    color: brand,
    fontSize: '18px',
    fontWeight: 700,
    lineHeight: '24px',
    margin: '24px 0 0',
  },
  heading: {
    fontFamily: fonts,
    color: ink,
    fontSize: '24px',
    fontWeight: 700,
    lineHeight: '32px',
    margin: '16px 0 16px',
  },
  text,
  small: { ...text, color: muted, fontSize: '13px', lineHeight: '20px' },
  quote: { ...box, backgroundColor: '#f3f4f6', borderColor: brand },
  alert: { ...box, backgroundColor: '#fef3c7', borderColor: '#d97706', color: '#78350f', fontWeight: 700 },
  details: { margin: '0 0 16px', borderCollapse: 'collapse' },
  label: {
    fontFamily: fonts,
    color: muted,
    fontSize: '14px',
    lineHeight: '22px',
    padding: '2px 16px 2px 0',
    verticalAlign: 'top',
    // Our own words ("Address"): whole, or the value's column would squeeze them letter by letter.
    wordBreak: 'normal',
  },
  value: {
    fontFamily: fonts,
    color: ink,
    fontSize: '16px',
    lineHeight: '22px',
    padding: '2px 0',
    verticalAlign: 'top',
    wordBreak: 'break-word',
  },
  button: {
    fontFamily: fonts,
    backgroundColor: brand,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
  },
  rule: { borderTop: '1px solid #e5e7eb', margin: '24px 0 0' },
  footer: { fontFamily: fonts, color: muted, fontSize: '13px', lineHeight: '20px', margin: '16px 0 24px' },
  link: { color: brand, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>

/** Text with its line breaks kept, as <br>: mail clients do not all honour `white-space`. */
function lines(text: string): ReactNode[] {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]))
}

/** A paragraph of one of the text styles, line breaks kept. */
const paragraph = (className: string, style: CSSProperties, text: string) =>
  h(Text, { className, style }, ...lines(text))

function block(item: MailBlock, key: number): ReactNode {
  switch (item.kind) {
    case 'text':
      return h(Fragment, { key }, paragraph('mail-text', styles.text, item.text))
    case 'details':
      if (item.rows.length === 0) return null
      return h(
        'table',
        { key, role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0, style: styles.details },
        h(
          'tbody',
          null,
          item.rows.map(([label, value], index) =>
            h(
              'tr',
              { key: index },
              h('td', { className: 'mail-muted', style: styles.label }, label),
              h('td', { className: 'mail-text', style: styles.value }, ...lines(value)),
            ),
          ),
        ),
      )
    case 'quote':
      return h(Fragment, { key }, paragraph('mail-quote', styles.quote, item.text))
    case 'button':
      return h(
        Section,
        { key, style: { margin: '8px 0 24px' } },
        h(Button, { className: 'mail-button', href: item.url, style: styles.button }, item.label),
      )
    case 'alert':
      return h(Fragment, { key }, paragraph('mail-alert', styles.alert, item.text))
    case 'small':
      return h(Fragment, { key }, paragraph('mail-muted', styles.small, item.text))
    case 'link':
      return h(
        Text,
        { key, className: 'mail-muted', style: styles.small },
        h(Link, { className: 'mail-link', href: item.url, style: styles.link }, item.label),
      )
  }
}

// Outlook on Windows draws with Word, which ignores max-width: the card would fill the window.
// Only Outlook reads what is inside [if mso] comments, so there the card sits in a table 600 px
// wide. React writes no comments: the layout leaves these two empty elements where they go, and
// withOutlookFrame puts the comments in their place.
const OUTLOOK_FRAME = {
  open: [
    'mail-outlook-open',
    '<table role="presentation" align="center" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td>',
  ],
  close: ['mail-outlook-close', '</td></tr></table>'],
} as const

/** The rendered layout with Outlook's frame in place of its markers. */
export function withOutlookFrame(html: string): string {
  return Object.values(OUTLOOK_FRAME).reduce(
    (result, [marker, markup]) =>
      result.replace(`<${marker}></${marker}>`, `<!--[if mso]>${markup}<![endif]-->`),
    html,
  )
}

/** The white card the message sits on: at most 600 px wide, the full width of a phone. */
const card = (...children: ReactNode[]) => [
  h(OUTLOOK_FRAME.open[0], { key: 'outlook-open' }),
  h(
    'table',
    {
      key: 'card',
      className: 'mail-card',
      role: 'presentation',
      align: 'center',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      style: styles.card,
    },
    h('tbody', null, h('tr', null, h('td', { style: styles.cardInside }, ...children))),
  ),
  h(OUTLOOK_FRAME.close[0], { key: 'outlook-close' }),
]

/**
 * The whole message: the brand, the heading, the blocks, and the business in the footer.
 * Written with createElement, not JSX: the server's scripts run under Node's own type
 * stripping, which reads .ts but not .tsx.
 */
export function MailLayout({ content, look }: { content: MailContent; look: MailLook }): ReactNode {
  const site = look.siteUrl.replace(/^https?:\/\//, '')
  return h(
    Html,
    { lang: 'en' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, content.heading),
      h('style', { dangerouslySetInnerHTML: { __html: darkMode } }),
    ),
    h(
      Body,
      { className: 'mail-page', style: styles.page },
      h(Preview, null, content.preview),
      ...card(
        h(Text, { className: 'mail-brand', style: styles.brand }, look.brand),
        h(Heading, { as: 'h1', className: 'mail-heading', style: styles.heading }, content.heading),
        ...content.blocks.map(block),
        h(Hr, { className: 'mail-rule', style: styles.rule }),
        h(
          Text,
          { className: 'mail-muted', style: styles.footer },
          look.brand,
          h('br'),
          look.phone,
          h('br'),
          h(Link, { className: 'mail-link', href: look.siteUrl, style: styles.link }, site),
        ),
      ),
    ),
  )
}
