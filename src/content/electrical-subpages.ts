/**
 * Static copy for the six electrical sub-pages (/electrical-services/{slug}). One template
 * renders them all; the slugs and titles come from navigation.ts so menus and pages agree.
 */
import type { ImageMetadata } from 'astro'
import type { IconName } from './services'
import { electricalSubpages, type ElectricalSubpageSlug } from './navigation'
import { site } from '../site-config'
import lightingSystemsHero from '../assets/images/sub-lighting-systems.jpg'
import safetyProtectionHero from '../assets/images/sub-safety-protection.jpg'
import powerSolutionsHero from '../assets/images/sub-power-solutions.jpg'
import smartHomeHero from '../assets/images/sub-smart-home.jpg'
import emergencyServicesHero from '../assets/images/sub-emergency-services.jpg'
import systemUpgradesHero from '../assets/images/sub-system-upgrades.jpg'

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

export interface ElectricalSubpage {
  slug: ElectricalSubpageSlug
  title: string
  subtitle: string
  description: string
  metaDescription: string
  heroImage: ImageMetadata
  /** Accent for text on light backgrounds and for buttons with white text (>= 4.5:1 on white). */
  primaryColor: string
  /** Accent for text on dark backgrounds: the hero and dark mode (>= 4.5:1 on slate-900). */
  secondaryColor: string
  /** Three short facts under the hero buttons. */
  highlights: [string, string, string]
  featuresHeading: string
  featuresIntro: string
  features: [SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature, SubpageFeature]
  sections: [SubpageSection, SubpageSection, SubpageSection]
  closingHeading: string
  closingText: string
}

type SubpageCopy = Omit<ElectricalSubpage, 'slug' | 'title'>

const copy: Record<ElectricalSubpageSlug, SubpageCopy> = {
  'lighting-systems': {
    subtitle: 'Indoor, outdoor and commercial lighting, designed around how you live and work',
    description:
      'Lighting is the quickest way to change how a space feels. We plan layouts room by room, choose efficient LED fittings that suit the ceiling and the style, and install everything to AS/NZS 3000 with a certificate of compliance.',
    metaDescription:
      'LED downlights, pendants, garden and security lighting, dimmers and commercial lighting designed and installed by licensed Sydney electricians.',
    heroImage: lightingSystemsHero,
    primaryColor: '#a16207',
    secondaryColor: '#facc15',
    highlights: ['Free lighting layout', 'Energy-efficient LEDs', 'Certificate of compliance'],
    featuresHeading: 'Lighting we install',
    featuresIntro: 'Every job starts with a plan and ends with a certificate of compliance.',
    features: [
      {
        icon: 'lightbulb',
        title: 'LED Downlights',
        summary: 'Slim, dimmable downlights that replace hot, power-hungry halogens.',
        detail:
          'IC-rated fittings that can be covered by insulation, a choice of warm to cool white, and tri-colour options so you can change the mood later.',
      },
      {
        icon: 'sparkles',
        title: 'Pendants & Feature Lights',
        summary: 'Statement lighting over islands, dining tables and stairwells.',
        detail:
          'We assemble, hang and level your chosen fittings, reinforce ceilings for heavy chandeliers and set the drop height so nobody bumps their head.',
      },
      {
        icon: 'sun',
        title: 'Garden & Outdoor Lighting',
        summary: 'Path, deck, pool and facade lighting that is safe in the weather.',
        detail:
          'IP-rated fittings, low-voltage garden systems and photo-cell or timer control, with cabling buried to the correct depth and protected.',
      },
      {
        icon: 'shield',
        title: 'Security Lighting',
        summary: 'Sensor floodlights that light the way and deter intruders.',
        detail:
          'Motion sensors aimed to cover driveways and side passages without triggering on passing cars or lighting up the neighbours.',
      },
      {
        icon: 'sliders',
        title: 'Dimmers & Controls',
        summary: 'Dimmers, two-way switching and sensors for every room.',
        detail:
          'LED-compatible dimmers matched to your drivers, two-way switches for halls and stairs, and occupancy sensors for laundries and walk-in robes.',
      },
      {
        icon: 'building',
        title: 'Commercial Lighting',
        summary: 'Offices, shops, warehouses and strata common areas.',
        detail:
          'LED panel and high-bay retrofits, emergency and exit lighting tested to AS/NZS 2293, and after-hours installation to keep you trading.',
      },
    ],
    sections: [
      {
        eyebrow: 'Design',
        title: 'A lighting plan for every room',
        body: [
          'We start with how you use the space. Kitchens need bright, shadow-free light over the bench; living rooms need layers you can dim; bedrooms need soft light and a switch you can reach from bed.',
          'You get a simple marked-up floor plan showing each fitting, switch and dimmer, with a fixed price before any work begins.',
        ],
        points: [
          'Task, ambient and accent layers',
          'Switch positions that make sense',
          'Fixed quote from the plan',
        ],
      },
      {
        eyebrow: 'Efficiency',
        title: 'Lower bills with quality LEDs',
        body: [
          'A halogen downlight uses around 50 watts; a good LED gives the same light for about 8. Across a whole home, that is a noticeable drop in your power bill and far less heat in the ceiling.',
          'We fit reputable brands with long warranties and drivers that do not buzz, flicker or fail after a summer in a hot roof.',
        ],
        points: [
          'Up to 80% less energy',
          'Fittings rated for insulation contact',
          'Old fittings recycled responsibly',
        ],
      },
      {
        eyebrow: 'Outdoors',
        title: 'Gardens, entries and alfresco areas',
        body: [
          'Well-placed outdoor lighting makes your home safer to come home to and lets you enjoy the deck long after sunset.',
          'We use weatherproof fittings and the right cable for each location, and we can put everything on a timer or sensor so it looks after itself.',
        ],
        points: [
          'IP-rated fittings for wet areas',
          'Timers, sensors and smart control',
          'Pool and spa zones to the Wiring Rules',
        ],
      },
    ],
    closingHeading: 'Ready to see your home in a better light?',
    closingText: 'Tell us about the rooms you want to light and we will send a free layout and fixed quote.',
  },
  'safety-protection': {
    subtitle: 'Safety switches, surge protection, smoke alarms and inspections that protect your family',
    description:
      'Most electrical fires and shocks are preventable. We fit RCD safety switches on every circuit, install interconnected smoke alarms to AS 3786 and inspect older wiring, so you know your property is safe and compliant.',
    metaDescription:
      'RCD safety switches, surge protection, smoke alarms to AS 3786, electrical safety inspections and test-and-tag by licensed Sydney electricians.',
    heroImage: safetyProtectionHero,
    primaryColor: '#b91c1c',
    secondaryColor: '#fca5a5',
    highlights: ['RCDs on every circuit', 'Smoke alarms to AS 3786', 'Written safety report'],
    featuresHeading: 'How we keep you safe',
    featuresIntro: 'Practical protection for homes, rentals and workplaces, tested and documented.',
    features: [
      {
        icon: 'shield',
        title: 'RCD Safety Switches',
        summary: 'Cut the power in milliseconds if current leaks to earth.',
        detail:
          'We fit RCDs (or combined RCBOs) so every power and lighting circuit is protected, then test trip times with a calibrated instrument.',
      },
      {
        icon: 'bolt',
        title: 'Surge Protection',
        summary: 'Protect TVs, computers and appliances from voltage spikes.',
        detail:
          'A surge diverter at the switchboard handles lightning and grid spikes, backed up by point-of-use protection for sensitive equipment.',
      },
      {
        icon: 'alarm',
        title: 'Smoke Alarms',
        summary: 'Hard-wired, interconnected alarms that meet AS 3786.',
        detail:
          'Photoelectric alarms with battery backup, interconnected so one alarm sounds them all, placed on every level and outside each bedroom.',
      },
      {
        icon: 'clipboard',
        title: 'Safety Inspections',
        summary: 'A thorough check of wiring, switchboard and earthing.',
        detail:
          'Ideal before buying, renting out or renovating: we test insulation and earthing, look for overheating and give you a written report with photos.',
      },
      {
        icon: 'check',
        title: 'Test & Tag',
        summary: 'Portable appliance testing for workplaces and rentals.',
        detail:
          'Testing and tagging to AS/NZS 3760 with a register you can show an inspector, plus reminders when the next round is due.',
      },
      {
        icon: 'flame',
        title: 'Fault & Hazard Repairs',
        summary: 'Fix scorched outlets, loose connections and damaged leads.',
        detail:
          'We trace the cause, not just the symptom, replace damaged parts with quality components and re-test the whole circuit before we leave.',
      },
    ],
    sections: [
      {
        eyebrow: 'Safety switches',
        title: 'The cheapest insurance your home can have',
        body: [
          'An RCD safety switch watches the current going out and coming back. If some of it leaks away, through a faulty appliance or a person, it switches off in a fraction of a second.',
          'Many older Sydney homes have one safety switch on the power points and none on the lights or oven. We bring every circuit under protection, usually in a single visit.',
        ],
        points: ['Every circuit protected', 'Trip times tested and recorded', 'Usually done in one visit'],
      },
      {
        eyebrow: 'Smoke alarms',
        title: 'Alarms that wake everyone, on every level',
        body: [
          'Smoke alarms must be working on every level of a NSW home. Interconnected alarms go further: smoke in the kitchen sets off the alarm outside the bedrooms too.',
          'We install hard-wired photoelectric alarms to AS 3786 with ten-year backup batteries, and landlords can book yearly compliance checks.',
        ],
        points: [
          'Photoelectric, not ionisation',
          'Interconnected across the home',
          'Rental compliance checks',
        ],
      },
      {
        eyebrow: 'Inspections',
        title: 'Know exactly where you stand',
        body: [
          'Buying a house, becoming a landlord or noticing flickering lights? A safety inspection tells you what is sound, what needs attention and what can wait.',
          'You get a plain-English report with photos and a prioritised, fixed-price list of any work, so you can plan and budget.',
        ],
        points: [
          'Insulation and earth testing',
          'Thermal check of the switchboard',
          'Prioritised written report',
        ],
      },
    ],
    closingHeading: 'Is your home as safe as it could be?',
    closingText: 'Book a safety inspection or safety switch upgrade and get peace of mind in a single visit.',
  },
  'power-solutions': {
    subtitle: 'Home batteries, EV charging and new circuits for a home that runs on electricity',
    description:
      'Electric cars, induction cooktops and solar batteries all need the right supply behind them. We assess your switchboard and consumption, then install batteries, EV chargers and dedicated circuits that work safely together.',
    metaDescription:
      'Home battery installation, EV chargers, dedicated circuits, extra power points and load management by licensed electricians across Greater Sydney.',
    heroImage: powerSolutionsHero,
    primaryColor: '#15803d',
    secondaryColor: '#86efac',
    highlights: ['Batteries to AS/NZS 5139', '7 kW and 22 kW EV chargers', 'Load assessment included'],
    featuresHeading: 'Power where you need it',
    featuresIntro: 'Batteries, chargers and circuits designed to work as one system, not bolted on.',
    features: [
      {
        icon: 'battery',
        title: 'Home Batteries',
        summary: 'Store your solar and keep the lights on during outages.',
        detail:
          'Battery systems sized to your evening usage, installed to AS/NZS 5139 with backup circuits for the fridge, lights and internet.',
      },
      {
        icon: 'car',
        title: 'EV Charging',
        summary: 'Fast, safe charging at home or at work.',
        detail:
          'Wall-mounted 7 kW single-phase or 22 kW three-phase chargers with solar-aware charging and load management so the main fuse never trips.',
      },
      {
        icon: 'cable',
        title: 'Dedicated Circuits',
        summary: 'New circuits for ovens, cooktops, spas and air conditioners.',
        detail:
          'Each big appliance gets its own correctly sized cable and protection, so it runs at full power without tripping anything else.',
      },
      {
        icon: 'plug',
        title: 'Power Points & USB Outlets',
        summary: 'Extra outlets exactly where you need them.',
        detail:
          'Double outlets, USB-C chargers, outdoor weatherproof points and floor boxes, added with minimal patching and painting.',
      },
      {
        icon: 'sun',
        title: 'Solar Connections',
        summary: 'Connect, relocate or add to your solar system.',
        detail:
          'Inverter replacements, isolator checks and battery-ready upgrades, with the paperwork your network provider needs.',
      },
      {
        icon: 'gauge',
        title: 'Load Management',
        summary: 'Make the most of the supply you already have.',
        detail:
          'We measure what your home really draws, then balance circuits or add load management before you pay for a costly supply upgrade.',
      },
    ],
    sections: [
      {
        eyebrow: 'Batteries',
        title: 'Use more of your own solar power',
        body: [
          'Without a battery, most of the solar you generate is exported for a few cents while you buy power back at night at full price.',
          'We size a battery to your actual evening usage, install it to AS/NZS 5139 in a safe location and set up backup circuits, so essentials keep running when the grid goes down.',
        ],
        points: [
          'Sized from your real usage data',
          'Backup for essential circuits',
          'App monitoring set up for you',
        ],
      },
      {
        eyebrow: 'EV charging',
        title: 'Wake up to a full battery',
        body: [
          'A dedicated wall charger is up to five times faster than the portable lead, and far safer than running a car from a standard power point every night.',
          'We check your switchboard and supply first, install the charger on its own protected circuit and set it up to charge off-peak or from surplus solar.',
        ],
        points: [
          'Single or three-phase chargers',
          'Solar and off-peak scheduling',
          'Strata and workplace installs',
        ],
      },
      {
        eyebrow: 'Circuits',
        title: 'Circuits built for modern appliances',
        body: [
          'Induction cooktops, ducted air conditioning and pool heat pumps each draw more than many older circuits were designed for.',
          'We run new dedicated circuits with correctly rated cable and protection, label them clearly on the switchboard and test everything before handing over.',
        ],
        points: ['Cable sized for the load', 'Clear switchboard labelling', 'Tested and certified'],
      },
    ],
    closingHeading: 'Powering up for an electric future?',
    closingText: 'Tell us what you plan to add and we will check your supply and quote the right solution.',
  },
  'smart-home': {
    subtitle: 'Lighting, climate, blinds and security you control from one app, or just your voice',
    description:
      'A smart home should make life simpler, not add another gadget to manage. We design and wire reliable automation around your routines, so lights, blinds, heating and security respond the way you expect.',
    metaDescription:
      'Smart lighting, automated blinds, climate control, video intercoms and whole-home automation designed and installed by licensed Sydney electricians.',
    heroImage: smartHomeHero,
    primaryColor: '#0e7490',
    secondaryColor: '#67e8f9',
    highlights: ['Works with your voice assistant', 'Hard-wired for reliability', 'Hand-over and training'],
    featuresHeading: 'What we can automate',
    featuresIntro: 'Start with one room or automate the whole house: it all works together.',
    features: [
      {
        icon: 'lightbulb',
        title: 'Smart Lighting',
        summary: 'Scenes, schedules and dimming for every room.',
        detail:
          'Smart switches and dimmers that still work from the wall, with scenes like Movie Night or Good Morning on a single button.',
      },
      {
        icon: 'thermometer',
        title: 'Climate Control',
        summary: 'Heating and cooling that adjusts itself.',
        detail:
          'Connect your air conditioner to schedules and room sensors so it pre-cools before you get home and switches off when you leave.',
      },
      {
        icon: 'layers',
        title: 'Blinds & Curtains',
        summary: 'Motorised blinds on timers or sunlight sensors.',
        detail:
          'Hard-wired or rechargeable motors, grouped by room or facade, that close automatically on hot afternoons to keep heat out.',
      },
      {
        icon: 'lock',
        title: 'Security & Access',
        summary: 'Video doorbells, smart locks and cameras.',
        detail:
          'See who is at the door from anywhere, let a tradie in remotely and get an alert if a door is left open.',
      },
      {
        icon: 'smartphone',
        title: 'Voice & App Control',
        summary: 'One app for everything, plus voice.',
        detail:
          'We set up your hub and voice assistant, name every device sensibly and show the whole household how to use it.',
      },
      {
        icon: 'wifi',
        title: 'Reliable Networking',
        summary: 'Strong Wi-Fi and wiring behind the scenes.',
        detail:
          'Smart homes fail on weak Wi-Fi, so we add access points and data cabling where devices need them.',
      },
    ],
    sections: [
      {
        eyebrow: 'Planning',
        title: 'Automation built around your routines',
        body: [
          'We start by asking how your day runs: when you wake up, who gets home first, which rooms get the afternoon sun. Then we suggest the few automations that will make the biggest difference.',
          'You can start small with lighting and add climate, blinds and security later on the same platform.',
        ],
        points: ['Start small and expand', 'Brands that work together', 'No lock-in to one app'],
      },
      {
        eyebrow: 'Reliability',
        title: 'Wired properly, so it just works',
        body: [
          'Smart devices are only as good as the wiring and network behind them. As licensed electricians we install neutral-wired smart switches, proper power for hubs and cabling for cameras.',
          'Every switch still works as a normal switch if the internet drops, so nobody is left in the dark.',
        ],
        points: ['Licensed electrical installation', 'Works without the internet', 'Wi-Fi coverage checked'],
      },
      {
        eyebrow: 'Hand-over',
        title: 'Support after installation',
        body: [
          'When we finish we walk the whole household through the app, the scenes and the voice commands, and leave a short written guide.',
          'If you want to change a scene or add a device later, give us a call: most changes can be made remotely.',
        ],
        points: ['Household walkthrough', 'Written quick guide', 'Remote adjustments'],
      },
    ],
    closingHeading: 'Ready to make your home smarter?',
    closingText: 'Tell us which rooms and routines matter most and we will design a system that fits.',
  },
  'emergency-services': {
    subtitle: `A licensed electrician on the way 24/7, 365 days a year: call ${site.phone.display}`,
    description:
      'Electrical faults do not keep business hours. Whether the power is out, a switch is sparking or a storm has brought down a line, our on-call electricians respond day and night, every day of the year, including public holidays.',
    metaDescription: `24/7 emergency electricians in Sydney, 365 days a year: power outages, sparking outlets, storm damage and burning smells. Call ${site.phone.display}.`,
    heroImage: emergencyServicesHero,
    primaryColor: '#c2410c',
    secondaryColor: '#fdba74',
    highlights: ['24/7, 365 days a year', 'Fully stocked vans', 'Upfront call-out fee'],
    featuresHeading: 'Emergencies we handle',
    featuresIntro: 'What to do while we are on the way, and what we will do when we arrive.',
    features: [
      {
        icon: 'bolt',
        title: 'Power Outages',
        summary: 'Lost power to part or all of the property.',
        detail:
          'Check whether neighbours have power. If they do, switch off appliances and call us: the fault is likely inside your property.',
      },
      {
        icon: 'flame',
        title: 'Sparks & Burning Smells',
        summary: 'Scorched outlets, smoke or a hot switchboard.',
        detail:
          'Turn off the main switch if it is safe to reach, keep everyone away and call 000 if there is fire, then call us.',
      },
      {
        icon: 'shield',
        title: 'Tripping Safety Switches',
        summary: 'A safety switch that will not stay on.',
        detail:
          'Unplug everything on that circuit and reset. If it still trips, leave it off: it is protecting you from a fault we will find.',
      },
      {
        icon: 'droplet',
        title: 'Storm & Water Damage',
        summary: 'Water in ceilings, fittings or the switchboard.',
        detail:
          'Do not touch wet switches or fittings. Turn off the main switch from a dry spot if you can, and we will make the installation safe.',
      },
      {
        icon: 'cable',
        title: 'Damaged Wiring & Lines',
        summary: 'Fallen service lines or exposed cables.',
        detail:
          'Stay at least eight metres from fallen lines and call your network provider. We repair property-side wiring and mains connections.',
      },
      {
        icon: 'building',
        title: 'Business Emergencies',
        summary: 'Keep shops, kitchens and offices trading.',
        detail:
          'Cool rooms, point-of-sale and server rooms take priority: we restore power fast and arrange permanent repairs after hours.',
      },
    ],
    sections: [
      {
        eyebrow: '24/7 response',
        title: 'Day or night, 365 days a year',
        body: [
          `Our emergency line, ${site.phone.display}, is answered around the clock by someone who can dispatch an electrician, not a message bank.`,
          'On-call electricians are spread across Greater Sydney, so in most areas someone can be with you within hours, often much sooner.',
        ],
        points: [
          'A real person answers',
          'Electricians across Greater Sydney',
          'Weekends and public holidays',
        ],
      },
      {
        eyebrow: 'Fixed properly',
        title: 'Made safe first, then fixed properly',
        body: [
          'Our first job is to make the installation safe. Then we find the root cause, whether it is a failed appliance, a damaged cable or an overloaded circuit.',
          'Our vans carry common switchboard parts, cables and fittings, so most faults are fixed on the first visit.',
        ],
        points: ['Fault found, not guessed', 'Stocked vans, fewer return trips', 'Tested before we leave'],
      },
      {
        eyebrow: 'Pricing',
        title: 'Clear pricing, even at 2am',
        body: [
          'We tell you the call-out fee when you ring and quote the repair before we start, so there are no surprises on the invoice.',
          'For storm or insurance claims we provide a detailed report and photos to send to your insurer.',
        ],
        points: ['Call-out fee stated up front', 'Quote before work starts', 'Reports for insurance claims'],
      },
    ],
    closingHeading: 'Electrical emergency right now?',
    closingText: `Call ${site.phone.display} any time, day or night. For anything else, send us a message and we will reply within business hours.`,
  },
  'system-upgrades': {
    subtitle: 'Switchboard upgrades, rewires and three-phase power for homes that have outgrown their wiring',
    description:
      'Many Sydney homes still run on ceramic fuses and wiring from the 1960s. We replace old switchboards, rewire unsafe circuits and upgrade supply, so your property can safely handle modern appliances, solar and EV charging.',
    metaDescription:
      'Switchboard upgrades, full and partial rewires, three-phase power upgrades and safety switch retrofits for older Sydney homes and businesses.',
    heroImage: systemUpgradesHero,
    primaryColor: '#4338ca',
    secondaryColor: '#a5b4fc',
    highlights: ['Old fuses replaced', 'Supply upgrades managed', 'Certified and documented'],
    featuresHeading: 'Upgrades we handle',
    featuresIntro: 'Modern protection and more capacity, with the network paperwork handled for you.',
    features: [
      {
        icon: 'server',
        title: 'Switchboard Upgrades',
        summary: 'Replace ceramic fuses with modern circuit breakers.',
        detail:
          'A new enclosure with RCBOs on every circuit, surge protection, spare space for future circuits and clear labels.',
      },
      {
        icon: 'cable',
        title: 'Full & Partial Rewires',
        summary: 'Replace brittle rubber or unsafe old wiring.',
        detail:
          'We rewire room by room where possible so you can stay in your home, with minimal cutting and patching of walls.',
      },
      {
        icon: 'bolt',
        title: 'Three-Phase Upgrades',
        summary: 'More capacity for EV chargers, ducted air and pools.',
        detail:
          'We handle the application to your network provider, the new mains and metering, and rebalance circuits across the phases.',
      },
      {
        icon: 'truck',
        title: 'Mains & Meter Relocation',
        summary: 'Move or upgrade the supply for renovations.',
        detail:
          'Overhead-to-underground conversions, consumer mains upgrades and meter box relocations, coordinated with the network.',
      },
      {
        icon: 'clipboard',
        title: 'Renovation Upgrades',
        summary: 'Bring wiring up to date while the walls are open.',
        detail:
          'We work alongside your builder to rough-in new circuits, data and lighting, then fit off and certify at the end.',
      },
      {
        icon: 'building',
        title: 'Commercial Upgrades',
        summary: 'Distribution boards and capacity for growing businesses.',
        detail:
          'New distribution boards, sub-mains and power for fit-outs, scheduled out of hours so your business keeps running.',
      },
    ],
    sections: [
      {
        eyebrow: 'Switchboards',
        title: 'Is your switchboard past its use-by date?',
        body: [
          'Ceramic fuses, a switchboard with no safety switches, or breakers that trip whenever the kettle and toaster run together are all signs it is time to upgrade.',
          'A modern board protects every circuit with RCBOs, adds surge protection and leaves room for solar, batteries and an EV charger.',
        ],
        points: [
          'RCBO protection on every circuit',
          'Space for future additions',
          'Usually completed in a day',
        ],
      },
      {
        eyebrow: 'Rewiring',
        title: 'Rewiring without the chaos',
        body: [
          'Old rubber-insulated cable crumbles with age and is a genuine fire and shock risk. We test first, then rewire only what needs replacing.',
          'We protect floors and furniture, work room by room and tidy up each day, so you can keep living at home.',
        ],
        points: ['Insulation tests before quoting', 'Room-by-room scheduling', 'Dust-controlled work'],
      },
      {
        eyebrow: 'Supply',
        title: 'More capacity for an electric home',
        body: [
          'Going all-electric with induction cooking, heat pumps and an EV can push a single-phase supply to its limit.',
          'We assess your load, recommend whether you need three-phase or smarter load management, and manage the network paperwork from start to finish.',
        ],
        points: ['Load assessment first', 'Network applications handled', 'Certificate of compliance'],
      },
    ],
    closingHeading: 'Time to upgrade your electrical system?',
    closingText:
      'Book an assessment and we will tell you exactly what your property needs, and what it does not.',
  },
}

/** The six sub-pages in menu order, each with its slug and menu label as title. */
export const electricalSubpageContent: ElectricalSubpage[] = electricalSubpages.map(({ slug, label }) => ({
  slug,
  title: label,
  ...copy[slug],
}))
