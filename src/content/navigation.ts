/**
 * Where every page lives and what it is called in menus. The header, the mobile menu, the
 * footer and the /sitemap page all read these lists, so a route is named once.
 */

export interface NavLink {
  label: string
  href: string
}

/** The six electrical sub-pages, in menu order; `slug` is the last part of the URL. */
export const electricalSubpages = [
  { slug: 'lighting-systems', label: 'Lighting Systems' },
  { slug: 'safety-protection', label: 'Safety & Protection' },
  { slug: 'power-solutions', label: 'Power Solutions' },
  { slug: 'smart-home', label: 'Smart Home' },
  { slug: 'emergency-services', label: 'Emergency Services' },
  { slug: 'system-upgrades', label: 'System Upgrades' },
] as const

export type ElectricalSubpageSlug = (typeof electricalSubpages)[number]['slug']

export const electricalSubpageLinks: NavLink[] = electricalSubpages.map(({ slug, label }) => ({
  label,
  href: `/electrical-services/${slug}`,
}))

export const serviceLinks = {
  electrical: { label: 'Electrical Services', href: '/electrical-services' },
  hvac: { label: 'HVAC Services', href: '/hvac-services' },
  ict: { label: 'ICT Services', href: '/ict-services' },
  lighting: { label: 'Lighting Services', href: '/lighting-services' },
} as const satisfies Record<string, NavLink>

/** Header menu items around the Services dropdown, in order. */
export const mainMenu = {
  before: [{ label: 'Home', href: '/home' }],
  after: [
    { label: 'Blog', href: '/blog' },
    { label: 'Gallery', href: '/gallery' },
    { label: 'About', href: '/home#about' },
    { label: 'Areas', href: '/home#areas' },
    { label: 'Testimonials', href: '/home#testimonials' },
  ],
  contact: { label: 'Contact', href: '/home#contact' },
} as const

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Sitemap', href: '/sitemap' },
]
