/**
 * /electrical-services/emergency-services: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts).
 * It quotes the emergency line from the business's settings, so it is a function of the facts.
 */
import type { SubpageCopy } from './subpage'
import type { BusinessFacts } from '../../business-facts'
import emergencyServicesHero from '../../assets/images/sub-emergency-services.jpg'

export const emergencyServices = ({
  emergencyPhone,
}: Pick<BusinessFacts, 'emergencyPhone'>): SubpageCopy => ({
  callPhone: emergencyPhone,
  subtitle: `A licensed electrician on the way 24/7, 365 days a year: call ${emergencyPhone.display}`,
  description:
    'Electrical faults do not keep business hours. Whether the power is out, a switch is sparking or a storm has brought down a line, our on-call electricians respond day and night, every day of the year, including public holidays.',
  metaDescription: `24/7 emergency electricians in Sydney, 365 days a year: power outages, sparking outlets, storm damage and burning smells. Call ${emergencyPhone.display}.`,
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
        `Our emergency line, ${emergencyPhone.display}, is answered around the clock by someone who can dispatch an electrician, not a message bank.`,
        'On-call electricians are spread across Greater Sydney, so in most areas someone can be with you within hours, often much sooner.',
      ],
      points: ['A real person answers', 'Electricians across Greater Sydney', 'Weekends and public holidays'],
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
  closingText: `Call ${emergencyPhone.display} any time, day or night. For anything else, send us a message and we will reply within business hours.`,
})
