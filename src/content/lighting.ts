/** Copy for /lighting-services, a page of its own that hangs off the electrical services. */
import type { IconName, ServicePageLook } from './services'
import { serviceLinks } from './navigation'
import { site } from '../site-config'
import lightingHero from '../assets/images/lighting.jpg'

export interface LightingCard {
  icon: IconName
  title: string
  description: string
  points: string[]
}

export interface LightingPage extends ServicePageLook {
  name: string
  cardsHeading: string
  cardsIntro: string
  cards: LightingCard[]
  whyChooseHeading: string
  whyChooseIntro: string
  whyChoose: string[]
  portfolioText: string
}

export const lighting: LightingPage = {
  name: serviceLinks.lighting.label,
  subtitle: 'Lighting design and installation that transforms the way your spaces look and feel',
  description:
    'Good lighting makes a kitchen easier to work in, a living room more inviting and a shopfront impossible to miss. Our licensed electricians plan, supply and install decorative, energy-efficient and smart lighting for Sydney homes and businesses.',
  metaDescription:
    'Decorative lighting, LED upgrades and smart lighting designed and installed by licensed Sydney electricians, for homes, apartments and businesses.',
  heroImage: lightingHero,
  primaryColor: '#a16207',
  secondaryColor: '#fde047',
  cardsHeading: 'Lighting for every space',
  cardsIntro: 'Whether it is one statement pendant or a whole building, we light it properly.',
  cards: [
    {
      icon: 'sparkles',
      title: 'Decorative Lighting',
      description:
        'Pendants, chandeliers, wall washers and LED strip lighting that add character and highlight the features you love.',
      points: ['Kitchen island pendants', 'Joinery and cove LED strips', 'Garden, path and facade lighting'],
    },
    {
      icon: 'leaf',
      title: 'LED Upgrades',
      description:
        'Swap old halogen and fluorescent fittings for LEDs that use up to 80% less energy and last for years.',
      points: [
        'Warm, neutral or cool colour temperatures',
        'Dimmable, flicker-free downlights',
        'Commercial panel and high-bay retrofits',
      ],
    },
    {
      icon: 'smartphone',
      title: 'Smart Lighting',
      description:
        'Control scenes, schedules and dimming from your phone, a wall keypad or your voice assistant.',
      points: [
        'Scenes for mornings, movies and dinners',
        'Sensor lighting for halls and stairs',
        'Away-mode schedules for security',
      ],
    },
  ],
  whyChooseHeading: `Why Choose ${site.shortBrand} for Lighting?`,
  whyChooseIntro:
    'We are electricians first, so every fitting is installed safely and compliantly, and designers second, so it looks the way you imagined.',
  whyChoose: [
    'Licensed electricians who install to AS/NZS 3000 and issue a compliance certificate for every job',
    'A free lighting plan that places each light for the task, the mood and the room',
    'Quality, energy-efficient fittings with genuine manufacturer warranties',
    'Up-front fixed pricing, with no surprises on the invoice',
    'Clean, careful work: drop sheets down, dust vacuumed and old fittings recycled',
    '12-month workmanship warranty on every installation',
  ],
  portfolioText: 'See kitchens, gardens, shopfronts and offices we have lit across Sydney.',
}
