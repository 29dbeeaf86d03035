/**
 * Static copy of the /home page. The business's facts (name, founding year, phone, hours,
 * areas) come from its settings (business-facts.ts); this file holds the words and the shape
 * of each section.
 */
import type { ImageMetadata } from 'astro'
import { electricalSubpageLinks, serviceLinks } from './navigation'
import { site, type ServiceArea } from '../site-config'
import type { BusinessFacts } from '../business-facts'
import avatarA from '../assets/images/avatar-a.jpg'
import avatarB from '../assets/images/avatar-b.jpg'
import avatarC from '../assets/images/avatar-c.jpg'
import avatarD from '../assets/images/avatar-d.jpg'
import hvacCooling from '../assets/images/hvac-cooling.jpg'
import hvacHeating from '../assets/images/hvac-heating.jpg'
import hvacAirQuality from '../assets/images/hvac-air-quality.jpg'

/** Names of the icons the home page shows; components/ContentIcon.astro draws each with Lucide. */
export type HomeIconName =
  | 'bolt'
  | 'fan'
  | 'wind'
  | 'plug'
  | 'bulb'
  | 'home'
  | 'shield'
  | 'network'
  | 'lock'
  | 'snowflake'
  | 'flame'
  | 'leaf'
  | 'wifi'

export interface ServiceCard {
  icon: HomeIconName
  title: string
  description: string
  href: string
}

export interface HvacPanel {
  title: string
  description: string
  points: string[]
  image: ImageMetadata
  imageAlt: string
  href: string
}

export interface Stat {
  value: string
  label: string
}

export type TestimonialService =
  'Electrical Repair' | 'AC Installation' | 'Commercial Wiring' | 'Emergency Repair'

export interface Testimonial {
  name: string
  location: string
  rating: 4 | 5
  text: string
  service: TestimonialService
  image: ImageMetadata
}

export interface AreaInfo {
  name: ServiceArea
  /** Approximate centre, for the schematic map and the OpenStreetMap embed. */
  lat: number
  lon: number
  /** Half the height of the map window in degrees of latitude: larger regions zoom out. */
  span: number
  /** Where the label sits beside the dot on the schematic map. */
  label: 'left' | 'right' | 'above' | 'below'
}

const sub = (slug: string): string =>
  electricalSubpageLinks.find((link) => link.href.endsWith(`/${slug}`))?.href ?? serviceLinks.electrical.href

export const hero = {
  tagline: "Sydney's Most Trusted Electrical, HVAC & ICT Services",
  headline: 'Power, comfort and connection for every Sydney home and business',
  intro:
    'Licensed electricians, HVAC technicians and ICT installers who turn up on time, quote upfront and leave the job tidy. Same-day service in most areas, and a real person on the phone 24/7 for emergencies.',
  tiles: [
    {
      icon: 'bolt',
      title: 'Electrical',
      text: 'Repairs, switchboards, safety',
      href: serviceLinks.electrical.href,
    },
    { icon: 'fan', title: 'HVAC', text: 'Cooling, heating, air quality', href: serviceLinks.hvac.href },
    { icon: 'wifi', title: 'ICT', text: 'Data cabling, Wi-Fi, security', href: serviceLinks.ict.href },
  ] satisfies { icon: HomeIconName; title: string; text: string; href: string }[],
  badges: ['10+ Years of Experience', 'Available Now', '4.9/5 Customer Rating'],
}

export const servicesIntro = {
  eyebrow: 'What we do',
  heading: 'Complete services for homes and businesses',
  text: 'One call covers the wiring, the climate and the network. Our licensed team plans, installs and maintains it all, and stands behind the work with a 12-month workmanship warranty.',
}

export const serviceCards: ServiceCard[] = [
  {
    icon: 'bolt',
    title: 'Electrical Repairs',
    description:
      'Fast fault-finding and repairs for tripping circuits, flickering lights and dead outlets, done safely and to code.',
    href: serviceLinks.electrical.href,
  },
  {
    icon: 'fan',
    title: 'HVAC Systems',
    description:
      'Split and ducted air conditioning supplied, installed and serviced for year-round comfort at lower running costs.',
    href: serviceLinks.hvac.href,
  },
  {
    icon: 'wind',
    title: 'Ventilation & Air Quality',
    description:
      'Exhaust fans, fresh-air systems and filtration that clear out moisture, odours and allergens.',
    href: serviceLinks.hvac.href,
  },
  {
    icon: 'plug',
    title: 'Power Points',
    description:
      'Extra outlets, USB points and dedicated circuits exactly where you need them, indoors and out.',
    href: sub('power-solutions'),
  },
  {
    icon: 'bulb',
    title: 'Lighting Installation',
    description:
      'LED downlights, feature and garden lighting designed to look great and cut your power bill.',
    href: serviceLinks.lighting.href,
  },
  {
    icon: 'home',
    title: 'Home Automation',
    description:
      'Smart lighting, climate and security you control from your phone, set up and explained by our team.',
    href: sub('smart-home'),
  },
  {
    icon: 'shield',
    title: 'Safety Inspections',
    description:
      'Safety switch testing, smoke alarm compliance and full electrical inspections with a written report.',
    href: sub('safety-protection'),
  },
  {
    icon: 'network',
    title: 'Network Wiring',
    description:
      'Structured Cat6 data cabling, racks and Wi-Fi for offices, home offices and multi-storey homes.',
    href: serviceLinks.ict.href,
  },
  {
    icon: 'lock',
    title: 'Security Systems',
    description:
      'CCTV, alarms and access control installed, networked and monitored to protect people and property.',
    href: serviceLinks.ict.href,
  },
]

export const hvacIntro = {
  heading: 'Climate control for every season',
  text: 'From humid summers to chilly winter mornings, we size, install and maintain systems that keep you comfortable without the big bills.',
}

export const hvacPanels: HvacPanel[] = [
  {
    title: 'Cooling Systems',
    description: 'Quiet, efficient split and ducted air conditioning sized properly for your space.',
    points: ['Split and multi-head systems', 'Ducted zoning', 'Servicing and regassing'],
    image: hvacCooling,
    imageAlt: 'Abstract illustration of cool air flowing through a room',
    href: serviceLinks.hvac.href,
  },
  {
    title: 'Heating Solutions',
    description: 'Reverse-cycle, gas ducted and hydronic heating that warms the whole home evenly.',
    points: ['Reverse-cycle heat pumps', 'Ducted and hydronic heating', 'Thermostat upgrades'],
    image: hvacHeating,
    imageAlt: 'Abstract illustration of warm light radiating through a room',
    href: serviceLinks.hvac.href,
  },
  {
    title: 'Air Quality Control',
    description: 'Filtration, purification and ventilation for cleaner, healthier indoor air.',
    points: ['HEPA filtration', 'Fresh-air ventilation', 'Humidity control'],
    image: hvacAirQuality,
    imageAlt: 'Abstract illustration of clean air circulating',
    href: serviceLinks.hvac.href,
  },
]

/** The about section's copy; it names the business as its settings do. */
export const aboutOf = ({ brand, founded }: Pick<BusinessFacts, 'brand' | 'founded'>) => ({
  eyebrow: 'About us',
  heading: `Sydney's local trade team since ${founded}`,
  text: [
    `${brand} started in ${founded} with one van and a simple promise: do the job properly, explain it clearly and charge what we quoted. Today our electricians, HVAC technicians and ICT installers look after thousands of homes, strata buildings and businesses across Greater Sydney.`,
  ],
  bullets: [
    'Licensed master electricians and certified HVAC technicians',
    'Fully insured with public liability cover',
    'Transparent pricing, no hidden charges, ever',
    'Latest equipment and diagnostic technology',
    'In-depth knowledge of local codes and Australian Standards',
  ],
  team: {
    heading: 'Meet our team',
    text: 'Every job is led by a licensed tradesperson employed by us, never a stranger from a call centre list. Our electricians, refrigeration mechanics and cablers train together, share the same standards and stay with you from quote to clean-up.',
  },
  credentials: {
    heading: 'Our certifications',
    text: 'Licences and authorisations we hold (numbers available on every quote and invoice):',
  },
})

export const stats: Stat[] = [
  { value: '10+', label: 'Years Experience' },
  { value: '2,500+', label: 'Projects Completed' },
  { value: '24/7', label: 'Emergency Service' },
  { value: '100%', label: 'Satisfaction Guaranteed' },
]

export const areasIntro = {
  eyebrow: 'Service areas',
  heading: 'Across Greater Sydney',
  text: `${site.tagline}. Pick your area to see where our technicians are working; same-day service is available in most areas.`,
  commercialNote:
    'Commercial clients: we service offices, retail, strata and light-industrial sites across Greater Sydney, and take on larger commercial projects throughout NSW by arrangement.',
}

export const areas: AreaInfo[] = [
  { name: 'Sydney CBD', lat: -33.8688, lon: 151.2093, span: 0.02, label: 'right' },
  { name: 'North Sydney', lat: -33.839, lon: 151.207, span: 0.02, label: 'above' },
  { name: 'Eastern Suburbs', lat: -33.895, lon: 151.255, span: 0.035, label: 'right' },
  { name: 'Inner West', lat: -33.885, lon: 151.15, span: 0.03, label: 'left' },
  { name: 'Western Sydney', lat: -33.77, lon: 150.905, span: 0.07, label: 'below' },
  { name: 'Northern Beaches', lat: -33.745, lon: 151.285, span: 0.05, label: 'left' },
  { name: 'North Shore', lat: -33.785, lon: 151.18, span: 0.035, label: 'left' },
  { name: 'Hills District', lat: -33.73, lon: 151.0, span: 0.05, label: 'above' },
  { name: 'South Sydney', lat: -33.935, lon: 151.17, span: 0.03, label: 'below' },
  { name: 'Sutherland Shire', lat: -34.035, lon: 151.08, span: 0.05, label: 'below' },
  { name: 'Parramatta', lat: -33.815, lon: 151.003, span: 0.03, label: 'below' },
  { name: 'Macarthur Region', lat: -34.065, lon: 150.815, span: 0.08, label: 'above' },
]

export const testimonialsIntro = {
  eyebrow: 'Testimonials',
  heading: 'What our customers say',
  text: 'Real feedback from homeowners and businesses we look after across Sydney.',
}

/** What the home page adds to a testimonial of the defaults (src/content/testimonials.ts), by id. */
const testimonialExtras: Record<string, Pick<Testimonial, 'rating' | 'service' | 'image'>> = {
  'sarah-mitchell': { rating: 5, service: 'Electrical Repair', image: avatarA },
  'james-nguyen': { rating: 5, service: 'AC Installation', image: avatarB },
  'priya-sharma': { rating: 4, service: 'Commercial Wiring', image: avatarC },
  'tom-gallagher': { rating: 5, service: 'Emergency Repair', image: avatarD },
}

/** A testimonial as the home page shows it: one of the defaults keeps its photo, rating and service. */
export type ShownTestimonial = Pick<Testimonial, 'name' | 'text'> & {
  location: string
} & Partial<Pick<Testimonial, 'rating' | 'service' | 'image'>>

/** The settings' visible testimonials (business-facts.ts), in order, as the home page shows them. */
export function shownTestimonials(
  items: readonly { id: string; name: string; text: string; suburb?: string }[],
): ShownTestimonial[] {
  return items.map(({ id, name, text, suburb }) => ({
    name,
    text,
    location: suburb ?? '',
    ...testimonialExtras[id],
  }))
}

/** Review and lead-generation platforms, shown as text wordmarks (no remote logos). */
export const trustedBy = ['Google Reviews', 'Product Review', 'hipages', 'Oneflare', 'ServiceSeeking']

export const contactIntro = {
  eyebrow: 'Contact',
  heading: 'Get in touch',
  text: 'Tell us what you need and we will reply within one business day with availability and a clear quote. For anything urgent, call us now.',
}

/** The service select of the contact form; values match the enquiry schema. */
export const contactServiceOptions = [
  { value: 'electrical', label: 'Electrical' },
  { value: 'hvac', label: 'HVAC (heating, cooling, air quality)' },
  { value: 'ict', label: 'ICT (network wiring, security)' },
  { value: 'commercial', label: 'Commercial project' },
  { value: 'other', label: 'Something else' },
] as const
