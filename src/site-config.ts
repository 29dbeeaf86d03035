/**
 * The business's static facts. Those the owner edits in the admin (brand, legal name, ABN,
 * licences, founding year, phones, e-mail, address, hours, social links, review link, service
 * areas) are only the defaults a fresh project starts from: business-defaults.ts turns them into
 * the first settings, and pages read the saved settings through buildFacts() (lint refuses
 * reading them from here elsewhere). The rest (description, tagline) are read from here. Values
 * are clearly fictional placeholders (the 02 5550 range is reserved for drama; `.example` is a
 * reserved domain; the ABN passes the ABR's check, as a setting must, but names no one) until
 * the business supplies real ones.
 */
import { SERVICE_AREAS, type ServiceArea } from './domain/service-areas.ts'

export const site = {
  brand: 'Harbourline Services',
  shortBrand: 'Harbourline',
  legalName: 'Harbourline Services Pty Ltd',
  abn: '10 000 000 000',
  description:
    'Licensed electricians, HVAC technicians and ICT installers serving homes and businesses across Greater Sydney, with 24/7 emergency response.',
  tagline: 'Serving all of Sydney Metro and surrounding areas',
  phone: {
    display: '02 5550 1234',
    /** E.164, for `tel:` links and structured data. */
    e164: '+61255501234',
  },
  email: 'hello@harbourline.example',
  address: {
    street: 'Level 2, 100 Example Street',
    locality: 'Surry Hills',
    region: 'NSW',
    postcode: '2010',
    country: 'AU',
    /** Used for the map and the structured data: central Surry Hills. */
    geo: { latitude: -33.8861, longitude: 151.2111 },
  },
  hours: {
    display: 'Monday to Friday, 7am to 6pm',
    short: 'Mon–Fri 7am–6pm',
    emergency: '24/7 emergency service',
    /** schema.org openingHoursSpecification */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '07:00',
    closes: '18:00',
  },
  founded: 2017,
  licences: [
    { name: 'Electrical Contractor Licence', number: 'EC 000000' },
    { name: 'ARC Refrigerant Trading Authorisation', number: 'AU00000' },
    { name: 'ICT Cabling Registration', number: 'ICT-000000' },
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  /** Where a customer leaves a review: the business's Google review link (placeholder until supplied). */
  reviewUrl: 'https://g.page/r/harbourline-placeholder/review',
  serviceAreas: SERVICE_AREAS,
  defaultServiceArea: 'Sydney CBD',
} as const

export type { ServiceArea }
