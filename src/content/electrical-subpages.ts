/**
 * Static copy for the six electrical sub-pages (/electrical-services/{slug}). One template
 * renders them all; the slugs and titles come from navigation.ts so menus and pages agree, and
 * each page's copy is its own file in electrical/. A page that quotes the business's facts is a
 * function of them.
 */
import { electricalSubpages, type ElectricalSubpageSlug } from './navigation'
import type { SubpageCopy, ElectricalSubpage } from './electrical/subpage'
import { lightingSystems } from './electrical/lighting-systems'
import { safetyProtection } from './electrical/safety-protection'
import { powerSolutions } from './electrical/power-solutions'
import { smartHome } from './electrical/smart-home'
import { emergencyServices } from './electrical/emergency-services'
import { systemUpgrades } from './electrical/system-upgrades'
import type { BusinessFacts } from '../business-facts'

export type { ElectricalSubpage, SubpageCopy, SubpageFeature, SubpageSection } from './electrical/subpage'

const copy: Record<ElectricalSubpageSlug, SubpageCopy | ((facts: BusinessFacts) => SubpageCopy)> = {
  'lighting-systems': lightingSystems,
  'safety-protection': safetyProtection,
  'power-solutions': powerSolutions,
  'smart-home': smartHome,
  'emergency-services': emergencyServices,
  'system-upgrades': systemUpgrades,
}

/** The six sub-pages in menu order, each with its slug and menu label as title. */
export function electricalSubpageContent(facts: BusinessFacts): ElectricalSubpage[] {
  return electricalSubpages.map(({ slug, label }) => {
    const pageCopy = copy[slug]
    return { slug, title: label, ...(typeof pageCopy === 'function' ? pageCopy(facts) : pageCopy) }
  })
}
