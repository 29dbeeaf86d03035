import { serviceLinks } from '../../content/navigation'

/** The three service tiles on the landing splash. */
export const landingTiles = [
  {
    ...serviceLinks.electrical,
    icon: 'bolt',
    blurb: 'Repairs, power points, switchboards, lighting and safety inspections.',
  },
  {
    ...serviceLinks.hvac,
    icon: 'fan',
    blurb: 'Cooling, heating, ventilation and indoor air quality for every season.',
  },
  {
    ...serviceLinks.ict,
    icon: 'network',
    blurb: 'Structured network cabling, Wi-Fi and security systems.',
  },
] as const

export type LandingIcon = (typeof landingTiles)[number]['icon']
