/**
 * The demo content: the blog posts and gallery photos that `npm start` and the tests begin
 * with. Plain data, so tests can tell the seeded records from the ones they make themselves.
 */
import type { Scene } from './seed-images.ts'

export const DAY = 24 * 60 * 60 * 1000

export interface DemoPost {
  title: string
  category: string
  tags: string[]
  featured: boolean
  read_time: string
  scene: Scene
  daysAgo: number
  content: string
}

export interface DemoPhoto {
  title: string
  category: 'Electrical' | 'HVAC' | 'ICT' | 'Projects' | 'Team'
  description: string
  location: string
  tags: string[]
  scene: Scene
  daysAgo: number
}

export const demoPosts: DemoPost[] = [
  {
    title: 'Five Signs Your Switchboard Needs an Upgrade',
    category: 'Electrical',
    tags: ['Electrical', 'Safety', 'Switchboards'],
    featured: true,
    read_time: '6 min read',
    scene: 'switchboard',
    daysAgo: 4,
    content: `<p>The switchboard is the heart of your home's electrical system, yet most of us only think about it when the lights go out. Many Sydney homes built before the 1990s still run on ceramic fuses or early circuit breakers that were never designed for induction cooktops, ducted air conditioning and an EV charger in the garage.</p>
<h2>1. Fuses that blow or breakers that trip often</h2>
<p>A breaker that trips now and then is doing its job. One that trips every time the kettle and the heater run together is telling you the circuit is overloaded, or that the board has too few circuits for the way you live now.</p>
<h2>2. No safety switches</h2>
<p>Safety switches (RCDs) cut the power in a fraction of a second when current leaks to earth, which is what happens when a person gets a shock. NSW requires them on new work, but older boards often have none at all.</p>
<h2>3. Scorch marks, a burning smell or a warm board</h2>
<p>Discolouration around a fuse holder or a hot cover means a loose or overloaded connection. <strong>Turn off what you can and call an electrician the same day.</strong></p>
<h2>4. Flickering lights when appliances start</h2>
<p>Dimming when the air conditioner or the dryer kicks in can point to tired connections or an undersized main switch.</p>
<h2>5. You're planning an upgrade</h2>
<ul>
<li>Solar panels and a home battery</li>
<li>An EV charger</li>
<li>A kitchen renovation with induction cooking</li>
<li>Ducted or multi-head split air conditioning</li>
</ul>
<p>Each of these adds load, and most need space on the board for new, protected circuits.</p>
<blockquote>A switchboard upgrade usually takes a single day, and we schedule the power-off window around you.</blockquote>
<p>Not sure where your board stands? Our licensed electricians can inspect it and give you a fixed-price quote. See our <a href="/electrical-services/system-upgrades">system upgrades</a> page for what's involved.</p>`,
  },
  {
    title: 'Getting Your Split System Ready for a Sydney Summer',
    category: 'HVAC',
    tags: ['HVAC', 'Maintenance', 'Energy Efficiency'],
    featured: true,
    read_time: '5 min read',
    scene: 'split-system',
    daysAgo: 12,
    content: `<p>The first 35-degree day of the year is when every air conditioner in Sydney gets switched on at once, and when the ones that have been neglected give up. A little preparation in spring keeps you cool and keeps the power bill down.</p>
<h2>Clean the filters</h2>
<p>Most wall-mounted split systems have washable mesh filters behind the front panel. Rinse them in lukewarm water, let them dry in the shade and clip them back in. A clogged filter can cut airflow by a third and makes the compressor work harder.</p>
<h2>Check the outdoor unit</h2>
<ul>
<li>Clear leaves, weeds and anything stored within half a metre of the unit.</li>
<li>Make sure the fins aren't flattened or blocked.</li>
<li>Listen for rattles or grinding when it starts.</li>
</ul>
<h2>Book a professional service every one to two years</h2>
<p>A service includes a coil clean, a drain check (a blocked drain is the usual cause of water dripping inside), refrigerant and electrical checks, and a test of cooling performance. Our technicians hold ARC refrigerant handling licences and can tell you whether an ageing unit is worth repairing.</p>
<h2>Set it and forget it</h2>
<p>Every degree cooler you set the thermostat adds around 10% to running costs. <strong>24 to 26 °C</strong> is comfortable for most people, and closing blinds on west-facing windows makes a real difference in the afternoon.</p>
<p>Find out more on our <a href="/hvac-services">HVAC services</a> page.</p>`,
  },
  {
    title: 'Home EV Chargers: What Sydney Homeowners Should Know',
    category: 'Electrical',
    tags: ['Electrical', 'EV Charging', 'Energy Efficiency'],
    featured: true,
    read_time: '7 min read',
    scene: 'ev-charger',
    daysAgo: 21,
    content: `<p>More Sydney households are buying electric vehicles every month, and the first question is almost always the same: can I just plug it into a normal power point?</p>
<h2>Power point, wall charger or three-phase?</h2>
<table>
<thead><tr><th scope="col">Option</th><th scope="col">Typical speed</th><th scope="col">Best for</th></tr></thead>
<tbody>
<tr><td>Standard 10 A power point</td><td>10 to 15 km of range per hour</td><td>Short daily commutes</td></tr>
<tr><td>7 kW single-phase wall charger</td><td>40 to 50 km per hour</td><td>Most homes</td></tr>
<tr><td>22 kW three-phase charger</td><td>Up to 120 km per hour (car permitting)</td><td>Homes with three-phase supply</td></tr>
</tbody>
</table>
<h2>What the installation involves</h2>
<ol>
<li>A load assessment, to confirm your supply and switchboard can carry the extra demand.</li>
<li>A dedicated circuit with its own safety switch.</li>
<li>Mounting the charger where the cable reaches comfortably, out of the weather where possible.</li>
<li>Testing and a certificate of compliance.</li>
</ol>
<h2>Charging with solar</h2>
<p>Many chargers can follow your solar output, so the car soaks up sunshine that would otherwise be exported for a few cents. It's one of the best returns you can get from an existing solar system.</p>
<p>Read more about <a href="/electrical-services/power-solutions">power solutions</a> including batteries and EV charging.</p>`,
  },
  {
    title: 'Structured Cabling for Small Offices, Done Right the First Time',
    category: 'ICT',
    tags: ['ICT', 'Networking', 'Business'],
    featured: false,
    read_time: '6 min read',
    scene: 'cabling',
    daysAgo: 33,
    content: `<p>Wi-Fi gets the attention, but the cabling in your walls decides how well your office network runs for the next fifteen years. Getting it right during a fit-out costs far less than pulling cables through a finished ceiling later.</p>
<h2>Cat6 or Cat6A?</h2>
<p>Cat6 handles 1 Gb/s comfortably and 10 Gb/s over short runs. <strong>Cat6A</strong> carries 10 Gb/s over the full 90 metres and is the better choice for new offices, particularly for ceiling-mounted access points that are powered over the same cable.</p>
<h2>Plan more outlets than you think</h2>
<ul>
<li>Two data points per desk, plus spares in meeting rooms.</li>
<li>Dedicated runs for every Wi-Fi access point, camera and door controller.</li>
<li>Fibre backbone between floors or buildings.</li>
</ul>
<h2>Label, test and document</h2>
<p>Every cable we install is labelled at both ends, tested and certified, and you receive the test results and a floor plan. When something goes wrong years later, your IT support can find the right port in minutes.</p>
<p>See our <a href="/ict-services">ICT services</a> for network wiring, security systems and more.</p>`,
  },
  {
    title: 'LED Upgrades That Pay for Themselves',
    category: 'Lighting',
    tags: ['Lighting', 'Energy Efficiency', 'Electrical'],
    featured: false,
    read_time: '4 min read',
    scene: 'pendants',
    daysAgo: 47,
    content: `<p>Swapping old halogen downlights for quality LEDs is one of the quickest ways to cut an electricity bill. A 50 W halogen gives about the same light as a 7 W LED, and the LED lasts ten times as long.</p>
<h2>More than just the globe</h2>
<p>Older halogen downlights use transformers and recessed fittings that run hot. We replace the whole fitting with an IC-rated LED downlight that can safely sit against ceiling insulation.</p>
<h2>Choose the right colour</h2>
<ul>
<li><strong>Warm white (2700 to 3000 K)</strong>: living areas and bedrooms.</li>
<li><strong>Neutral white (4000 K)</strong>: kitchens, laundries and workspaces.</li>
<li><strong>Cool white (5000 K and above)</strong>: garages and commercial spaces.</li>
</ul>
<h2>Add dimming and smart control</h2>
<p>Compatible dimmers and smart switches let you set scenes, schedule outdoor lights and turn everything off from your phone.</p>
<p>Explore <a href="/lighting-services">lighting services</a> for decorative lighting, LED upgrades and smart lighting.</p>`,
  },
  {
    title: 'Safety Switches Explained: Why Every Circuit Deserves an RCD',
    category: 'Electrical',
    tags: ['Electrical', 'Safety'],
    featured: false,
    read_time: '5 min read',
    scene: 'switchboard',
    daysAgo: 60,
    content: `<p>A safety switch, or residual current device (RCD), watches the current going out on the active wire and coming back on the neutral. If the two differ by as little as 30 milliamps, some of the current is going somewhere it shouldn't, possibly through a person, and the RCD cuts the power in under 300 milliseconds.</p>
<h2>Circuit breakers are not the same thing</h2>
<p>A circuit breaker protects the <em>wiring</em> from overload and short circuits. It will not trip for the small leakage current that can stop a heart. That's the RCD's job.</p>
<h2>How many do you need?</h2>
<p>Current wiring rules require RCD protection on every final sub-circuit in a home, spread over at least two devices so one fault doesn't black out the whole house.</p>
<h2>Test them every three months</h2>
<ol>
<li>Press the <strong>T</strong> or <strong>Test</strong> button on each safety switch.</li>
<li>It should trip immediately.</li>
<li>Switch it back on. If it doesn't trip, call us.</li>
</ol>
<p>Learn more about <a href="/electrical-services/safety-protection">safety and protection</a>.</p>`,
  },
  {
    title: 'Indoor Air Quality: Ventilation, Filters and Humidity',
    category: 'HVAC',
    tags: ['HVAC', 'Air Quality', 'Health'],
    featured: false,
    read_time: '5 min read',
    scene: 'duct',
    daysAgo: 75,
    content: `<p>Australians spend around 90% of their time indoors, and the air inside can hold more pollutants than the air outside: cooking fumes, dust mites, mould spores and bushfire smoke that has found its way in.</p>
<h2>Ventilation first</h2>
<p>Exhaust fans in bathrooms and kitchens should vent outside, not into the roof space. Heat-recovery ventilation brings in fresh air while keeping most of the heating or cooling you've paid for.</p>
<h2>Better filtration</h2>
<p>Ducted systems can take higher-grade filters that catch fine particles, which makes a noticeable difference during smoke events and for allergy sufferers.</p>
<h2>Keep humidity in range</h2>
<p>Between 40% and 60% relative humidity discourages mould and dust mites. A reverse-cycle system's dry mode helps on muggy summer days.</p>
<p>Read about <a href="/hvac-services">air quality control</a> and our other HVAC services.</p>`,
  },
  {
    title: 'Securing Your Home Network and CCTV',
    category: 'ICT',
    tags: ['ICT', 'Security', 'Networking'],
    featured: false,
    read_time: '6 min read',
    scene: 'cctv',
    daysAgo: 90,
    content: `<p>Security cameras and smart doorbells make homes safer, but every connected device is also a small computer on your network. A few habits keep them working for you and not for someone else.</p>
<h2>Change every default password</h2>
<p>Cameras, recorders and routers often ship with the same password on every unit. Set a unique, long password on each, and turn on two-factor sign-in for the apps that offer it.</p>
<h2>Keep cameras on their own network</h2>
<p>A separate network (VLAN) for cameras and smart-home gear means a compromised gadget can't reach your laptops. Most business-grade routers and many home mesh systems support this.</p>
<h2>Record locally, view remotely</h2>
<ul>
<li>A network video recorder keeps footage on site, so it survives an internet outage.</li>
<li>Remote viewing through the manufacturer's secure app avoids opening ports on your router.</li>
<li>Update firmware on the recorder and cameras at least twice a year.</li>
</ul>
<p>Our <a href="/ict-services">ICT team</a> designs and installs CCTV, alarms and access control for homes and businesses.</p>`,
  },
]

export const demoPhotos: DemoPhoto[] = [
  {
    title: 'Switchboard upgrade in a Federation home',
    category: 'Electrical',
    description:
      'Ceramic fuses replaced with a modern board, RCD protection on every circuit and space for solar.',
    location: 'Inner West',
    tags: ['switchboard', 'safety'],
    scene: 'switchboard',
    daysAgo: 3,
  },
  {
    title: 'EV charger for a family garage',
    category: 'Electrical',
    description: 'A 7 kW wall charger on its own circuit, set to charge from surplus solar.',
    location: 'Hills District',
    tags: ['EV charging', 'solar'],
    scene: 'ev-charger',
    daysAgo: 9,
  },
  {
    title: 'Pendant lighting over a kitchen island',
    category: 'Electrical',
    description: 'Warm-white LED pendants on a smart dimmer.',
    location: 'Eastern Suburbs',
    tags: ['lighting', 'LED'],
    scene: 'pendants',
    daysAgo: 16,
  },
  {
    title: 'Rooftop condenser replacement',
    category: 'HVAC',
    description: 'A like-for-like replacement of a 15-year-old condenser for a ducted system.',
    location: 'North Shore',
    tags: ['ducted', 'replacement'],
    scene: 'condenser',
    daysAgo: 5,
  },
  {
    title: 'Bedroom split system install',
    category: 'HVAC',
    description: 'A quiet 2.5 kW reverse-cycle split with a neat external pipe run.',
    location: 'Sutherland Shire',
    tags: ['split system', 'install'],
    scene: 'split-system',
    daysAgo: 13,
  },
  {
    title: 'Commercial kitchen ventilation',
    category: 'HVAC',
    description: 'Exhaust ductwork and a new inline fan for a café refit.',
    location: 'Sydney CBD',
    tags: ['ventilation', 'commercial'],
    scene: 'duct',
    daysAgo: 27,
  },
  {
    title: 'Comms room rebuild',
    category: 'ICT',
    description: 'Three racks re-patched, labelled and documented over a weekend.',
    location: 'North Sydney',
    tags: ['network', 'racks'],
    scene: 'rack',
    daysAgo: 7,
  },
  {
    title: 'Cat6A cabling for an office fit-out',
    category: 'ICT',
    description: 'Ninety-six outlets and eight Wi-Fi access points, all tested and certified.',
    location: 'Parramatta',
    tags: ['cabling', 'Cat6A'],
    scene: 'cabling',
    daysAgo: 19,
  },
  {
    title: 'Driveway CCTV camera',
    category: 'ICT',
    description: 'A 4K camera on its own VLAN, recording to a local NVR.',
    location: 'Northern Beaches',
    tags: ['CCTV', 'security'],
    scene: 'cctv',
    daysAgo: 31,
  },
  {
    title: 'Mixed-use development electrical fit-out',
    category: 'Projects',
    description: 'Main switchboards, sub-boards and lighting for forty apartments and two shops.',
    location: 'Western Sydney',
    tags: ['commercial', 'fit-out'],
    scene: 'building',
    daysAgo: 11,
  },
  {
    title: 'Open-plan office refurbishment',
    category: 'Projects',
    description: 'Lighting, power, data and air conditioning in one coordinated program.',
    location: 'South Sydney',
    tags: ['office', 'refurbishment'],
    scene: 'fitout',
    daysAgo: 24,
  },
  {
    title: 'School hall air conditioning',
    category: 'Projects',
    description: 'Ducted air conditioning installed over the school holidays.',
    location: 'Macarthur Region',
    tags: ['education', 'ducted'],
    scene: 'duct',
    daysAgo: 40,
  },
  {
    title: 'The morning crew heading out',
    category: 'Team',
    description: 'Our electricians and HVAC technicians before a day of jobs across Sydney.',
    location: 'Surry Hills',
    tags: ['team'],
    scene: 'crew',
    daysAgo: 6,
  },
  {
    title: 'Apprentices on site',
    category: 'Team',
    description: 'Our apprentices learning on a commercial fit-out.',
    location: 'Parramatta',
    tags: ['team', 'apprentices'],
    scene: 'crew',
    daysAgo: 35,
  },
]
