/** /electrical-services/safety-protection: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts). */
import type { SubpageCopy } from './subpage'
import safetyProtectionHero from '../../assets/images/sub-safety-protection.jpg'

export const safetyProtection: SubpageCopy = {
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
      points: ['Photoelectric, not ionisation', 'Interconnected across the home', 'Rental compliance checks'],
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
}
