/** /electrical-services/system-upgrades: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts). */
import type { SubpageCopy } from './subpage'
import systemUpgradesHero from '../../assets/images/sub-system-upgrades.jpg'

export const systemUpgrades: SubpageCopy = {
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
}
