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

/**
 * The site's own pages and the home page's sections. A menu that words one differently spreads
 * it and gives its own label, so the address is still written only here.
 */
export const pageLinks = {
  landing: { label: 'Home', href: '/' },
  home: { label: 'Home', href: '/home' },
  blog: { label: 'Blog', href: '/blog' },
  gallery: { label: 'Gallery', href: '/gallery' },
  about: { label: 'About Us', href: '/home#about' },
  areas: { label: 'Service Areas', href: '/home#areas' },
  testimonials: { label: 'Testimonials', href: '/home#testimonials' },
  contact: { label: 'Contact Us', href: '/home#contact' },
  quote: { label: 'Request a Quote', href: '/request-a-quote' },
  sitemap: { label: 'Sitemap', href: '/sitemap' },
} as const satisfies Record<string, NavLink>

/** A service in the header's Services menu: its page, an icon name and a one-line summary. */
export interface ServiceMenuItem extends NavLink {
  icon: 'bolt' | 'wind' | 'network' | 'bulb'
  blurb: string
  /** Pages under this service, shown as a nested menu. */
  pages?: NavLink[]
}

/** An item of the header's menu: a link, or the Services group (a button, not a link). */
export type HeaderMenuItem = NavLink | { label: string; services: ServiceMenuItem[] }

/** The header's menu, in order; desktop bar and mobile menu are drawn from this one list. */
export const headerMenu: HeaderMenuItem[] = [
  pageLinks.home,
  {
    label: 'Services',
    services: [
      {
        ...serviceLinks.electrical,
        icon: 'bolt',
        blurb: 'Repairs, power, safety and smart homes',
        pages: electricalSubpageLinks,
      },
      { ...serviceLinks.hvac, icon: 'wind', blurb: 'Cooling, heating and air quality' },
      { ...serviceLinks.ict, icon: 'network', blurb: 'Network cabling and security systems' },
      { ...serviceLinks.lighting, icon: 'bulb', blurb: 'LED upgrades and feature lighting' },
    ],
  },
  pageLinks.blog,
  pageLinks.gallery,
  { ...pageLinks.about, label: 'About' },
  { ...pageLinks.areas, label: 'Areas' },
  pageLinks.testimonials,
]

/** The header's call to action, after the menu (a button in the mobile menu). */
export const contactLink: NavLink = { ...pageLinks.contact, label: 'Contact' }

/** The three legal texts, in menu order. */
export const legalDocumentLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
]

export const legalLinks: NavLink[] = [...legalDocumentLinks, pageLinks.sitemap]
