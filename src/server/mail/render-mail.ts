import { render } from '@react-email/render'
import { createElement } from 'react'
import type { MailMessage } from '../ports/mailer.ts'
import type { MailBlock, MailContent, MailLook } from './mail-content.ts'
import { MailLayout, withOutlookFrame } from './mail-layout.ts'

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'button':
    case 'link':
      return `${block.label}: ${block.url}`
    default:
      return block.text
  }
}

/** The plain-text part: the heading, the blocks a blank line apart, then the business. */
function mailText(content: MailContent, look: MailLook): string {
  const blocks = content.blocks.map(blockText).filter((text) => text !== '')
  return [content.heading, ...blocks, [look.brand, look.phone, look.siteUrl].join('\n')].join('\n\n')
}

/**
 * Renders one message's two parts: { text, html }. Pure; no network, no images. React escapes
 * everything it draws, so what people typed (a quote, a name in the preview) stays text.
 */
export async function renderMail(
  content: MailContent,
  look: MailLook,
): Promise<{ text: string; html: string }> {
  // React Email's own plain-text conversion is not used: the text part is written from the
  // blocks, so it says exactly what the old plain-text e-mails said.
  const html = withOutlookFrame(await render(createElement(MailLayout, { content, look })))
  return { text: mailText(content, look), html }
}

/** A message ready for the mailer: its envelope (and any invitation), the content rendered into both parts. */
export async function composeMail(
  envelope: Omit<MailMessage, 'text' | 'html'>,
  content: MailContent,
  look: MailLook,
): Promise<MailMessage> {
  return { senderName: look.brand, ...envelope, ...(await renderMail(content, look)) }
}
