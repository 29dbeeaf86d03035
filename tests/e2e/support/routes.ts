/**
 * Every static public route with what SPEC.md (as amended by DESIGN.md) says it shows. The
 * strings are the specification's, word for word: a test that fails here means the page
 * deviates from the spec, not that the test should be loosened.
 */
import { electricalSubpages } from '../../../src/content/navigation'
import { site } from '../../../src/site-config'

export type RouteKind =
  'landing' | 'home' | 'service' | 'subpage' | 'form' | 'legal' | 'sitemap' | 'not-found'

export interface ExpectedLink {
  /** Accessible name of the link (exact, or a pattern). */
  name: string | RegExp
  /** Where it must point, as path plus optional hash, resolved against the page (any of a list). */
  href: string | string[]
}

export interface RouteCase {
  path: string
  kind: RouteKind
  status: 200 | 404
  /** Text of the page's one h1; a pattern where the spec gives no exact wording. */
  heading: string | RegExp
  /** Strings that must be visible on the page, exactly as the spec gives them. */
  texts: string[]
  /** Links inside <main> that must exist with that target. */
  links: ExpectedLink[]
  /** Number of h2 sections inside <main>, where the spec counts them. */
  sections?: number
  /** The page's <title>, where the spec fixes it. */
  title?: RegExp
}

/** A URL no page lives at. */
export const unknownPath = '/this-page-does-not-exist'

const brand = site.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The spec's words, tolerant only of a typographic apostrophe and of how `&` is spelt. */
function words(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(escaped.replace(/'/g, "['’]").replace(/&/g, '(?:&|and)'), 'i')
}

/** "Schedule Service" and "Book Appointment" open the quote request form. */
const requestForm = '/request-a-quote'

const servicePages: RouteCase[] = [
  {
    path: '/electrical-services',
    kind: 'service',
    status: 200,
    heading: /Electrical/i,
    texts: ['Get In Touch', 'Service Areas'],
    links: [
      { name: 'Get In Touch', href: '/home#contact' },
      { name: 'Service Areas', href: '/home#areas' },
      // "Electrical feature clicks go to the six sub-pages."
      ...electricalSubpages.map(({ slug, label }) => ({
        name: words(label),
        href: `/electrical-services/${slug}`,
      })),
    ],
  },
  {
    path: '/hvac-services',
    kind: 'service',
    status: 200,
    heading: /HVAC/i,
    texts: ['Get In Touch', 'Service Areas'],
    links: [
      { name: 'Get In Touch', href: '/home#contact' },
      { name: 'Service Areas', href: '/home#areas' },
    ],
  },
  {
    path: '/ict-services',
    kind: 'service',
    status: 200,
    heading: /ICT/i,
    texts: ['Get In Touch', 'Service Areas'],
    links: [
      { name: 'Get In Touch', href: '/home#contact' },
      { name: 'Service Areas', href: '/home#areas' },
    ],
  },
  {
    path: '/lighting-services',
    kind: 'service',
    status: 200,
    heading: /Lighting/i,
    texts: ['Get In Touch', 'Decorative Lighting', 'LED Upgrades', 'Smart Lighting', 'Why Choose'],
    links: [
      { name: /back/i, href: '/electrical-services' },
      { name: 'Get In Touch', href: '/home#contact' },
      { name: 'View our portfolio', href: '/gallery' },
    ],
  },
]

const subPages: RouteCase[] = electricalSubpages.map(({ slug, label }) => ({
  path: `/electrical-services/${slug}`,
  kind: 'subpage',
  status: 200,
  heading: words(label),
  texts: ['Get In Touch', 'Learn More'],
  links: [
    { name: /back/i, href: '/electrical-services' },
    { name: 'Get In Touch', href: '/home#contact' },
    { name: 'Learn More', href: '/home#contact' },
  ],
  title: new RegExp(`^.+ \\| Electrical Services \\| ${brand}$`),
}))

export const routes: RouteCase[] = [
  {
    path: '/',
    kind: 'landing',
    status: 200,
    heading: /.+/,
    texts: ['Skip to main site', 'Sign In', 'Admin Portal', site.tagline, site.email],
    links: [
      { name: 'Skip to main site', href: '/home' },
      { name: 'Admin Portal', href: '/admin/login' },
      { name: /Electrical/i, href: '/electrical-services' },
      { name: /HVAC/i, href: '/hvac-services' },
      { name: /ICT/i, href: '/ict-services' },
    ],
  },
  {
    path: '/home',
    kind: 'home',
    status: 200,
    heading: /.+/,
    texts: [
      "Sydney's Most Trusted Electrical, HVAC & ICT Services",
      'Schedule Service',
      'Learn More',
      '10+ Years of Experience',
      'Available Now',
      '4.9/5 Customer Rating',
      'Electrical Repairs',
      'HVAC Systems',
      'Ventilation & Air Quality',
      'Power Points',
      'Lighting Installation',
      'Home Automation',
      'Safety Inspections',
      'Network Wiring',
      'Security Systems',
      'Cooling Systems',
      'Heating Solutions',
      'Air Quality Control',
      'Meet Our Team',
      'Our Certifications',
      '10+',
      'Years Experience',
      '2,500+',
      'Projects Completed',
      '24/7',
      'Emergency Service',
      '100%',
      'Satisfaction Guaranteed',
      'Now Serving: Sydney CBD',
      'Get In Touch',
      'Trusted By',
      'Emergency Call',
      'Book Appointment',
    ],
    links: [
      // DESIGN.md section 5: the buttons the original left dead go somewhere sensible.
      { name: 'Schedule Service', href: requestForm },
      { name: 'Learn More', href: '/home#services' },
      { name: 'Learn More', href: '/hvac-services' },
      { name: 'Get In Touch', href: '/home#contact' },
      { name: 'Book Appointment', href: requestForm },
      { name: /Emergency Call/, href: `tel:${site.phone.e164}` },
    ],
  },
  ...servicePages,
  ...subPages,
  {
    path: requestForm,
    kind: 'form',
    status: 200,
    heading: 'Request a Quote',
    texts: ['Is this an emergency?', 'Your details', 'The job', 'When suits you', 'Photos (optional)'],
    links: [
      { name: site.phone.display, href: `tel:${site.phone.e164}` },
      { name: /Privacy Policy/, href: '/privacy-policy' },
    ],
  },
  {
    path: '/privacy-policy',
    kind: 'legal',
    status: 200,
    heading: 'Privacy Policy',
    texts: ['Introduction', 'Data We Collect', 'How We Use Data', 'Last Updated'],
    links: [
      { name: /Terms of Service/i, href: '/terms-of-service' },
      { name: /Cookie Policy/i, href: '/cookie-policy' },
      { name: /home/i, href: '/' },
    ],
  },
  {
    path: '/terms-of-service',
    kind: 'legal',
    status: 200,
    heading: 'Terms of Service',
    texts: ['30 days', '24 hours', '50%', '12 months', 'New South Wales'],
    links: [
      { name: /Privacy Policy/i, href: '/privacy-policy' },
      { name: /Cookie Policy/i, href: '/cookie-policy' },
      { name: /home/i, href: '/' },
    ],
    sections: 10,
  },
  {
    path: '/cookie-policy',
    kind: 'legal',
    status: 200,
    heading: 'Cookie Policy',
    texts: ['Last Updated'],
    links: [
      { name: /Privacy Policy/i, href: '/privacy-policy' },
      { name: /Terms of Service/i, href: '/terms-of-service' },
      { name: /home/i, href: '/' },
    ],
    sections: 7,
  },
  {
    path: '/sitemap',
    kind: 'sitemap',
    status: 200,
    heading: /Sitemap/i,
    texts: [],
    links: [
      { name: /Home/, href: '/' },
      { name: /Blog/, href: '/blog' },
      { name: /Gallery/, href: '/gallery' },
      { name: /About Us/, href: '/home#about' },
      { name: /Contact Us/, href: '/home#contact' },
      { name: /Request a Quote/, href: requestForm },
      { name: /Electrical/, href: '/electrical-services' },
      ...electricalSubpages.map(({ slug, label }) => ({
        name: words(label),
        href: `/electrical-services/${slug}`,
      })),
      { name: /HVAC/, href: '/hvac-services' },
      { name: /ICT/, href: '/ict-services' },
      { name: /Lighting Services/, href: '/lighting-services' },
      { name: /Privacy Policy/, href: '/privacy-policy' },
      { name: /Terms of Service/, href: '/terms-of-service' },
      { name: /Cookie Policy/, href: '/cookie-policy' },
      { name: /Sitemap/, href: '/sitemap' },
    ],
  },
  {
    path: unknownPath,
    kind: 'not-found',
    status: 404,
    heading: /404|Oops! Page not found/,
    texts: ['404', 'Oops! Page not found', 'Return to Home'],
    links: [{ name: 'Return to Home', href: '/' }],
  },
]

/** Pages that need no interaction beyond the header: each ships at most 15 KB of compressed JS. */
export const staticPages = routes.filter((r) => r.kind !== 'home')

/**
 * An exact spec string as a pattern: only a typographic apostrophe may stand for the spec's
 * straight one (the reader cannot tell them apart).
 */
export function specText(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"))
}
