/** /electrical-services/smart-home: its copy (the types: subpage.ts; the list: ../electrical-subpages.ts). */
import type { SubpageCopy } from './subpage'
import smartHomeHero from '../../assets/images/sub-smart-home.jpg'

export const smartHome: SubpageCopy = {
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
}
