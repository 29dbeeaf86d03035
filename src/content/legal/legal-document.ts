import type { BusinessFacts } from '../../business-facts'
import { legalDocumentLinks, pageLinks, type NavLink } from '../navigation'

/**
 * The shape of a legal text. Each document carries the date its wording last changed, so the
 * page shows when the text really changed (DESIGN.md §5), never the build date or today.
 */

/** A run of text, a link, or a technical name (a storage key) inside a paragraph. */
export type Inline = string | { text: string; href: string } | { code: string }

export type LegalBlock =
  | { kind: 'p'; content: string | Inline[] }
  | { kind: 'list'; items: (string | Inline[])[] }
  | {
      kind: 'table'
      caption: string
      /** Column headings; the first column names each row. */
      columns: readonly [string, ...string[]]
      rows: readonly string[][]
    }
  /** The business's contact details, from its settings (LegalContact.astro). */
  | { kind: 'contact' }

export interface LegalSection {
  /** Fragment id for the table of contents, e.g. `data-we-collect`. */
  id: string
  heading: string
  blocks: LegalBlock[]
}

/** The business's facts a legal text quotes, from its settings. */
export type LegalFacts = Pick<
  BusinessFacts,
  'brand' | 'legalName' | 'abn' | 'email' | 'mailHref' | 'phone' | 'hours'
>

export interface LegalDocument {
  title: string
  /** Meta description for search results. */
  description: string
  /** ISO date (YYYY-MM-DD) the wording last changed. Update it with every edit of the text. */
  lastUpdated: `${number}-${number}-${number}`
  /** A short lead paragraph under the title. */
  summary: string
  sections: LegalSection[]
  /** The buttons at the foot of the page. */
  related: NavLink[]
}

const longAustralianDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-11-21' → '21 November 2026'. */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid legal lastUpdated date: ${isoDate}`)
  return longAustralianDate.format(date)
}

const homeLink: NavLink = { ...pageLinks.landing, label: 'Back to Home' }

/** A legal text's buttons: the other legal texts, then the way home. */
export function relatedTo(href: string): NavLink[] {
  return [...legalDocumentLinks.filter((link) => link.href !== href), homeLink]
}
