/** /electrical-services/power-solutions: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts). */
import type { SubpageCopy } from './subpage'
import powerSolutionsHero from '../../assets/images/sub-power-solutions.jpg'

export const powerSolutions: SubpageCopy = {
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
}
