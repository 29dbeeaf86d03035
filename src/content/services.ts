/**
 * The three main service pages (electrical, HVAC, ICT) are one template driven by this data,
 * so a new service or a copy change never touches a component.
 */
import type { ImageMetadata } from 'astro'
import { electricalSubpageLinks, serviceLinks } from './navigation'
import type { EnquiryService } from '../domain/enquiry'
import electricalHero from '../assets/images/electrical.jpg'
import hvacHero from '../assets/images/hvac.jpg'
import hvacCooling from '../assets/images/hvac-cooling.jpg'
import hvacHeating from '../assets/images/hvac-heating.jpg'
import hvacAirQuality from '../assets/images/hvac-air-quality.jpg'
import ictHero from '../assets/images/ict.jpg'
import ictCabling from '../assets/images/ict-cabling.jpg'
import ictNetworks from '../assets/images/ict-networks.jpg'
import ictSecurity from '../assets/images/ict-security.jpg'

/** Every icon the service pages can show; components/ContentIcon.astro draws each with Lucide. */
export const iconNames = [
  'bolt',
  'lightbulb',
  'shield',
  'battery',
  'home',
  'siren',
  'gauge',
  'snowflake',
  'flame',
  'wind',
  'thermometer',
  'wrench',
  'building',
  'cable',
  'network',
  'wifi',
  'camera',
  'lock',
  'server',
  'plug',
  'sparkles',
  'leaf',
  'smartphone',
  'clock',
  'car',
  'sun',
  'alarm',
  'clipboard',
  'layers',
  'sliders',
  'phone',
  'truck',
  'check',
  'droplet',
  'fan',
  'calendar',
  'arrow-left',
  'arrow-right',
  'map-pin',
] as const

export type IconName = (typeof iconNames)[number]

export interface ServiceFeature {
  icon: IconName
  title: string
  description: string
  /** When set, the whole card links here (the electrical page links to its sub-pages). */
  href?: string
}

export interface ServiceSection {
  title: string
  subtitle: string
  description: string
  image: ImageMetadata
  imageAlt: string
  /** Puts the image on the right on wide screens, so the sections alternate. */
  reverse?: boolean
}

/** What every service page's hero, link preview and accent colours are drawn from. */
export interface ServicePageLook {
  subtitle: string
  description: string
  /** The page's meta description (search results and link previews). */
  metaDescription: string
  heroImage: ImageMetadata
  /** Accent for text on light backgrounds and for buttons with white text (>= 4.5:1 on white). */
  primaryColor: string
  /** Accent for text on dark backgrounds: the hero and dark mode (>= 4.5:1 on slate-900). */
  secondaryColor: string
}

export interface ServiceConfig extends ServicePageLook {
  name: string
  tagline: string
  /** The closing band's heading. */
  callToAction: string
  /** Where its "Request a Quote" leads: the request form with this service chosen. */
  quoteHref: string
  featuresHeading: string
  featuresIntro: string
  features: ServiceFeature[]
  sections: ServiceSection[]
}

const subpageHref = (label: string): string => {
  const link = electricalSubpageLinks.find((candidate) => candidate.label === label)
  if (!link) throw new Error(`No electrical sub-page is labelled "${label}"`)
  return link.href
}

/** The quote request form with `service` chosen (the form reads ?service=). */
export const quoteHref = (service: EnquiryService) => `/request-a-quote?service=${service}`

export const services = {
  electrical: {
    quoteHref: quoteHref('electrical'),
    name: serviceLinks.electrical.label,
    subtitle: 'Licensed electricians for homes, strata and businesses across Greater Sydney',
    tagline: 'Safe, compliant work, done right the first time',
    description:
      'From a single power point to a full switchboard upgrade, our licensed electricians turn up on time, explain the options in plain English and leave every job tested, tagged and certified. Every installation meets AS/NZS 3000 and comes with our 12-month workmanship warranty.',
    callToAction: 'Need a licensed electrician?',
    heroImage: electricalHero,
    metaDescription:
      'Licensed Sydney electricians for lighting, safety switches, EV chargers, home batteries, smart homes, switchboard upgrades and 24/7 emergency repairs.',
    featuresHeading: 'Our electrical services',
    featuresIntro:
      'Choose a service to see what is involved, what it costs to run and how we keep your property safe.',
    features: [
      {
        icon: 'lightbulb',
        title: 'Lighting Systems',
        description:
          'LED downlights, pendant and feature lighting, garden and security lighting, designed for the way you use each room.',
        href: subpageHref('Lighting Systems'),
      },
      {
        icon: 'shield',
        title: 'Safety & Protection',
        description:
          'RCD safety switches, surge protection, interconnected smoke alarms and safety inspections that protect people and property.',
        href: subpageHref('Safety & Protection'),
      },
      {
        icon: 'battery',
        title: 'Power Solutions',
        description:
          'Home batteries, EV chargers, dedicated circuits and extra power points, sized for how much power you really use.',
        href: subpageHref('Power Solutions'),
      },
      {
        icon: 'home',
        title: 'Smart Home',
        description:
          'Smart lighting, automated blinds, video intercoms and whole-home control from one app or by voice.',
        href: subpageHref('Smart Home'),
      },
      {
        icon: 'siren',
        title: 'Emergency Services',
        description:
          'Power outages, burning smells, tripping circuits and storm damage: a licensed electrician on the way, 24/7.',
        href: subpageHref('Emergency Services'),
      },
      {
        icon: 'gauge',
        title: 'System Upgrades',
        description:
          'Switchboard replacements, three-phase upgrades and full rewires for older homes that were never built for today’s appliances.',
        href: subpageHref('System Upgrades'),
      },
    ],
    primaryColor: '#b45309',
    secondaryColor: '#fbbf24',
    sections: [],
  },
  hvac: {
    quoteHref: quoteHref('hvac'),
    name: serviceLinks.hvac.label,
    subtitle: 'Heating, cooling, ventilation and air quality for Sydney homes and workplaces',
    tagline: 'Comfortable all year, without the power bill shock',
    description:
      'Our ARC-licensed technicians design, install and service split systems, ducted air conditioning and ventilation that suit Sydney’s humid summers and chilly winter nights. We size every system to the room, not the sales target, so it runs quietly and efficiently for years.',
    callToAction: 'Ready for a more comfortable home?',
    heroImage: hvacHero,
    metaDescription:
      'Split system and ducted air conditioning, reverse-cycle heating, ventilation and air-quality solutions installed and serviced by ARC-licensed Sydney technicians.',
    featuresHeading: 'Our HVAC services',
    featuresIntro:
      'One team for the whole system: design, installation, electrical connection, servicing and repairs.',
    features: [
      {
        icon: 'snowflake',
        title: 'Split System Air Conditioning',
        description:
          'Quiet, inverter split systems for bedrooms, living areas and home offices, installed neatly with concealed pipework.',
      },
      {
        icon: 'wind',
        title: 'Ducted Heating & Cooling',
        description:
          'Whole-home ducted systems with zoning, so you only heat or cool the rooms you are using.',
      },
      {
        icon: 'flame',
        title: 'Reverse-Cycle Heating',
        description:
          'Efficient heat pumps that warm a room for a fraction of the cost of bar heaters or old gas units.',
      },
      {
        icon: 'fan',
        title: 'Ventilation & Air Quality',
        description:
          'Fresh-air ventilation, filtration and humidity control for healthier air and fewer allergy triggers.',
      },
      {
        icon: 'wrench',
        title: 'Servicing & Repairs',
        description:
          'Filter cleans, gas checks and fault-finding on all major brands, with service reminders so nothing is missed.',
      },
      {
        icon: 'building',
        title: 'Commercial HVAC',
        description:
          'Offices, retail and hospitality: VRF systems, server-room cooling and planned maintenance with minimal downtime.',
      },
    ],
    primaryColor: '#0369a1',
    secondaryColor: '#7dd3fc',
    sections: [
      {
        title: 'Cooling Systems',
        subtitle: 'Beat the Sydney summer',
        description:
          'We measure each room, check insulation and sun exposure, and recommend the right capacity before we quote. Inverter split systems and ducted units from leading brands are installed with concealed pipework, tidy condensate drains and a dedicated circuit, then commissioned and explained before we leave.',
        image: hvacCooling,
        imageAlt: 'Flowing blue lines suggesting cool, moving air',
      },
      {
        title: 'Heating Solutions',
        subtitle: 'Warm rooms, lower bills',
        description:
          'Reverse-cycle heating is the most efficient way to warm a Sydney home. We replace old gas heaters and bar heaters with heat pumps and ducted zones, add programmable controllers and smart timers, and make sure every outdoor unit is placed for quiet running and good airflow.',
        image: hvacHeating,
        imageAlt: 'Warm orange waves suggesting gentle heat',
        reverse: true,
      },
      {
        title: 'Air Quality Control',
        subtitle: 'Breathe easier indoors',
        description:
          'Bushfire smoke, pollen and damp all affect the air inside. We install fresh-air ventilation, high-grade filtration, bathroom and kitchen exhausts vented outside, and humidity control that keeps mould at bay, with regular filter servicing to keep it all working.',
        image: hvacAirQuality,
        imageAlt: 'Soft green waves suggesting clean, fresh air',
      },
    ],
  },
  ict: {
    quoteHref: quoteHref('ict'),
    name: serviceLinks.ict.label,
    subtitle: 'Registered cablers for data, networks and security systems',
    tagline: 'Fast, secure connections you never have to think about',
    description:
      'We design and install structured cabling, business-grade Wi-Fi, CCTV and access control for homes, offices and multi-site businesses. Our registered cablers label, test and document every run, so your network is easy to grow and easy to support.',
    callToAction: 'Let’s get your network sorted',
    heroImage: ictHero,
    metaDescription:
      'Structured data cabling, NBN and network installation, business Wi-Fi, CCTV and access control by registered ICT cablers across Greater Sydney.',
    featuresHeading: 'Our ICT services',
    featuresIntro:
      'Cabling, networking and security from one accountable team, installed to Australian standards.',
    features: [
      {
        icon: 'cable',
        title: 'Structured Cabling',
        description:
          'Cat6 and Cat6A data points, patch panels and racks, labelled and certified end to end for every run.',
      },
      {
        icon: 'network',
        title: 'Network Design & Setup',
        description:
          'Switches, routers and firewalls configured for your business, with separate guest and device networks.',
      },
      {
        icon: 'wifi',
        title: 'Wi-Fi Solutions',
        description:
          'Site surveys and mesh or ceiling-mounted access points that remove dead spots across homes and offices.',
      },
      {
        icon: 'camera',
        title: 'CCTV Systems',
        description:
          'High-definition IP cameras with night vision, remote viewing on your phone and secure local recording.',
      },
      {
        icon: 'lock',
        title: 'Access Control & Intercoms',
        description:
          'Card, fob and phone-based entry, video intercoms and door strikes for homes, offices and strata buildings.',
      },
      {
        icon: 'server',
        title: 'NBN & Comms Rooms',
        description:
          'NBN lead-in and relocation, comms cabinets, UPS backup and tidy server rooms that are easy to maintain.',
      },
    ],
    primaryColor: '#6d28d9',
    secondaryColor: '#c4b5fd',
    sections: [
      {
        title: 'Structured Cabling',
        subtitle: 'The foundation of a reliable network',
        description:
          'Wireless is convenient, but a cable is faster and more dependable. We plan every data point with you, run Cat6 or Cat6A to a central patch panel, and test and certify each link so you receive a full report. New builds, renovations and office fit-outs all get neat, labelled cabling that is ready for the next upgrade.',
        image: ictCabling,
        imageAlt: 'Connected points on a deep blue background, like a cabling plan',
      },
      {
        title: 'Business Networks',
        subtitle: 'Fast, segmented and managed',
        description:
          'We set up business-grade switches, firewalls and Wi-Fi with separate networks for staff, guests and smart devices. Remote monitoring spots problems before your team does, and clear documentation means any IT provider can pick up where we left off.',
        image: ictNetworks,
        imageAlt: 'A network of linked nodes on a teal background',
        reverse: true,
      },
      {
        title: 'Security Systems',
        subtitle: 'See and control who comes and goes',
        description:
          'IP cameras, recorders, alarms and access control work best when they are cabled and configured together. We design coverage around entry points and blind spots, keep recordings on secure local storage and give you simple phone access to live and recorded footage.',
        image: ictSecurity,
        imageAlt: 'A grid of glowing purple squares suggesting a security panel',
      },
    ],
  },
} satisfies Record<string, ServiceConfig>

export type ServiceKey = keyof typeof services
