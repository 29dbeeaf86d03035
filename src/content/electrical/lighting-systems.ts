/** /electrical-services/lighting-systems: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts). */
import type { SubpageCopy } from './subpage'
import lightingSystemsHero from '../../assets/images/sub-lighting-systems.jpg'

export const lightingSystems: SubpageCopy = {
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
}
