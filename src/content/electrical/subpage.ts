/** What an electrical sub-page holds (/electrical-services/{slug}); one file here per page. */
import type { IconName, ServicePageLook } from '../services'
import type { ElectricalSubpageSlug } from '../navigation'
import type { PhoneFacts } from '../../business-facts'

export interface SubpageFeature {
  icon: IconName
  title: string
  /** Always visible. */
  summary: string
  /** Revealed on hover and keyboard focus; always in the DOM for screen readers. */
  detail: string
}

export interface SubpageSection {
  eyebrow: string
  title: string
  body: string[]
  points: string[]
}

export interface ElectricalSubpage extends ServicePageLook {
  slug: ElectricalSubpageSlug
  title: string
  /** Three short facts under the hero buttons. */
  highlights: [string, string, string]
  featuresHeading: string
  featuresIntro: string
  features: [SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature]
  sections: [SubpageSection, SubpageSection, SubpageSection]
  closingHeading: string
  closingText: string
  /** The line the hero's Call button dials: the main number unless the page is about another. */
  callPhone?: PhoneFacts
}

/** A sub-page's own copy: its slug and title come from navigation.ts. */
export type SubpageCopy = Omit<ElectricalSubpage, 'slug' | 'title'>
