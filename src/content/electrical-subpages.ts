/**
 * Static copy for the six electrical sub-pages (/electrical-services/{slug}). One template
 * renders them all; the slugs and titles come from navigation.ts so menus and pages agree, and
 * each page's copy is its own file in electrical/.
 */
import { electricalSubpages, type ElectricalSubpageSlug } from './navigation'
import type { SubpageCopy, ElectricalSubpage } from './electrical/subpage'
import { lightingSystems } from './electrical/lighting-systems'
import { safetyProtection } from './electrical/safety-protection'
import { powerSolutions } from './electrical/power-solutions'
import { smartHome } from './electrical/smart-home'
import { emergencyServices } from './electrical/emergency-services'
import { systemUpgrades } from './electrical/system-upgrades'

export type { ElectricalSubpage, SubpageCopy, SubpageFeature, SubpageSection } from './electrical/subpage'

const copy: Record<ElectricalSubpageSlug, SubpageCopy> = {
  'lighting-systems': lightingSystems,
  'safety-protection': safetyProtection,
  'power-solutions': powerSolutions,
  'smart-home': smartHome,
  'emergency-services': emergencyServices,
  'system-upgrades': systemUpgrades,
}

/** The six sub-pages in menu order, each with its slug and menu label as title. */
export const electricalSubpageContent: ElectricalSubpage[] = electricalSubpages.map(({ slug, label }) => ({
  slug,
  title: label,
  ...copy[slug],
}))
