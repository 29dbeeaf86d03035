/**
 * What an e-mail says, apart from how it is drawn: every message the product sends is one
 * `MailContent`, rendered by render-mail.ts into an HTML part and a plain-text part that say
 * the same thing (docs/decisions/040-html-e-mail.md).
 */
import { DEFAULT_BUSINESS_SETTINGS } from '../../business-defaults.ts'
import type { BusinessSettings } from '../../domain/business-settings.ts'
import { hoursInWords } from '../../domain/opening-hours.ts'

/** One block of an e-mail's body, drawn the same way in both parts. */
export type MailBlock =
  /** A paragraph. */
  | { kind: 'text'; text: string }
  /** `Label: value` lines in the text part, a two-column table in the HTML part. */
  | { kind: 'details'; rows: [label: string, value: string][] }
  /** What a person wrote, kept as typed (line breaks kept). */
  | { kind: 'quote'; text: string }
  /** A call to action; the text part has `Label: url`. */
  | { kind: 'button'; label: string; url: string }
  /** An urgent line (the emergency notice). */
  | { kind: 'alert'; text: string }
  /** Small print: why you got this, how to opt out. */
  | { kind: 'small'; text: string }
  /** A quiet link under the small print (stop these e-mails); the text part has `Label: url`. */
  | { kind: 'link'; label: string; url: string }

export interface MailContent {
  /** The line inbox lists show after the subject (hidden in the body). */
  preview: string
  heading: string
  blocks: MailBlock[]
}

/** The business's face in every e-mail: name, phone, site address (footer). */
export interface MailLook {
  brand: string
  phone: string
  siteUrl: string
}

/** The business's facts an e-mail says, from its settings as they are when it is sent. */
export interface MailBusiness {
  brand: string
  phone: { display: string }
  hours: { display: string }
  reviewUrl: string
}

export function mailBusiness(settings: BusinessSettings = DEFAULT_BUSINESS_SETTINGS): MailBusiness {
  return {
    brand: settings.brand,
    phone: { display: settings.phone.display },
    hours: { display: hoursInWords(settings.hours).display },
    reviewUrl: settings.review_url,
  }
}

/** Reads the settings for an e-mail being sent; the defaults when there is no settings store. */
export async function mailBusinessFrom(
  settings: { readSettings(): Promise<{ settings: BusinessSettings } | null> } | undefined,
): Promise<MailBusiness> {
  return mailBusiness((await settings?.readSettings())?.settings)
}

/** The business's look, from its facts and the site address the mail config names. */
export function businessLook(siteUrl: string, business: MailBusiness = mailBusiness()): MailLook {
  return { brand: business.brand, phone: business.phone.display, siteUrl }
}
