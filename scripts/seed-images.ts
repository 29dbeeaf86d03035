/**
 * Demo photos for the seed, drawn in code: each is an SVG scene (a switchboard, a condenser
 * unit, a server rack, a building at dusk, a crew in hi-vis...) rendered to JPEG by sharp, so
 * nothing is downloaded. The seed then uploads the JPEG through the API's normal media path,
 * which re-encodes it to WebP like any visitor's photo.
 */
import sharp from 'sharp'

export type Scene =
  | 'switchboard'
  | 'condenser'
  | 'split-system'
  | 'rack'
  | 'cabling'
  | 'building'
  | 'fitout'
  | 'crew'
  | 'pendants'
  | 'ev-charger'
  | 'cctv'
  | 'duct'

const W = 1600
const H = 1000

function rng(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const n = (value: number) => value.toFixed(1)

function backdrop(top: string, bottom: string): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fde68a" stop-opacity="0.9"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>`
}

function switchboard(r: () => number): string {
  const parts = [backdrop('#1e293b', '#0f172a')]
  for (let i = 0; i < 7; i++) {
    const x = 560 + i * 70 + r() * 20
    const colour = ['#ef4444', '#1d4ed8', '#f8fafc', '#16a34a', '#f59e0b'][i % 5]
    parts.push(
      `<path d="M${n(x)} 0 C${n(x + (r() - 0.5) * 200)} 80 ${n(x)} 120 ${n(x)} 200" stroke="${colour}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
  }
  parts.push(`<rect x="420" y="190" width="760" height="760" rx="18" fill="url(#metal)"/>`)
  parts.push(`<rect x="450" y="220" width="700" height="700" rx="8" fill="#f8fafc"/>`)
  for (let row = 0; row < 4; row++) {
    const y = 260 + row * 165
    parts.push(`<rect x="480" y="${y}" width="640" height="120" rx="6" fill="#cbd5e1"/>`)
    for (let col = 0; col < 12; col++) {
      const x = 495 + col * 52
      const on = r() > 0.15
      parts.push(
        `<rect x="${x}" y="${y + 12}" width="40" height="96" rx="4" fill="#f1f5f9" stroke="#64748b" stroke-width="2"/>`,
      )
      parts.push(
        `<rect x="${x + 12}" y="${on ? y + 30 : y + 60}" width="16" height="30" rx="3" fill="${col === 0 ? '#dc2626' : '#334155'}"/>`,
      )
    }
  }
  parts.push(`<circle cx="1230" cy="300" r="110" fill="url(#glow)"/>`)
  return parts.join('')
}

function condenser(r: () => number): string {
  const parts = [backdrop('#bae6fd', '#e0f2fe')]
  for (let y = 0; y < H; y += 60)
    parts.push(
      `<rect x="0" y="${y}" width="${W}" height="56" fill="#f1f5f9" opacity="${n(0.5 + r() * 0.3)}"/>`,
    )
  parts.push(`<rect x="0" y="820" width="${W}" height="180" fill="#94a3b8"/>`)
  parts.push(
    `<rect x="380" y="300" width="840" height="540" rx="20" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>`,
  )
  parts.push(`<circle cx="690" cy="570" r="220" fill="#1e293b"/>`)
  for (let ring = 1; ring <= 6; ring++)
    parts.push(`<circle cx="690" cy="570" r="${ring * 36}" fill="none" stroke="#94a3b8" stroke-width="4"/>`)
  for (let blade = 0; blade < 5; blade++) {
    const angle = (blade / 5) * Math.PI * 2 + r()
    const x = 690 + Math.cos(angle) * 150
    const y = 570 + Math.sin(angle) * 150
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="70" ry="28" transform="rotate(${n((angle * 180) / Math.PI)} ${n(x)} ${n(y)})" fill="#475569" opacity="0.8"/>`,
    )
  }
  for (let fin = 0; fin < 14; fin++)
    parts.push(`<rect x="${960 + fin * 16}" y="360" width="6" height="420" fill="#cbd5e1"/>`)
  parts.push(
    `<path d="M1220 420 H1320 V120" stroke="#b45309" stroke-width="18" fill="none"/><path d="M1220 470 H1360 V120" stroke="#e2e8f0" stroke-width="26" fill="none"/>`,
  )
  return parts.join('')
}

function splitSystem(r: () => number): string {
  const parts = [backdrop('#f8fafc', '#e2e8f0')]
  parts.push(
    `<rect x="380" y="200" width="840" height="230" rx="40" fill="#ffffff" stroke="#cbd5e1" stroke-width="6"/>`,
  )
  parts.push(`<rect x="430" y="360" width="740" height="36" rx="12" fill="#e2e8f0"/>`)
  parts.push(`<circle cx="1130" cy="260" r="10" fill="#22c55e"/>`)
  for (let i = 0; i < 14; i++) {
    const x0 = 440 + i * 52
    const sway = (r() - 0.5) * 120
    parts.push(
      `<path d="M${x0} 420 C${n(x0 + sway)} 560 ${n(x0 - sway)} 700 ${n(x0 + sway / 2)} 900" stroke="#38bdf8" stroke-width="${n(3 + r() * 5)}" fill="none" opacity="${n(0.25 + r() * 0.4)}" stroke-linecap="round"/>`,
    )
  }
  parts.push(
    `<rect x="120" y="520" width="220" height="300" rx="12" fill="#cbd5e1"/><rect x="150" y="560" width="160" height="110" rx="6" fill="#0ea5e9" opacity="0.4"/>`,
  )
  return parts.join('')
}

function rack(r: () => number): string {
  const parts = [backdrop('#0f172a', '#020617')]
  for (const x of [220, 640, 1060]) {
    parts.push(
      `<rect x="${x}" y="80" width="340" height="860" rx="10" fill="#1e293b" stroke="#334155" stroke-width="6"/>`,
    )
    for (let unit = 0; unit < 16; unit++) {
      const y = 110 + unit * 50
      parts.push(`<rect x="${x + 20}" y="${y}" width="300" height="40" rx="4" fill="#0f172a"/>`)
      for (let led = 0; led < 8; led++) {
        const lit = r()
        const colour = lit > 0.8 ? '#f59e0b' : lit > 0.25 ? '#22c55e' : '#334155'
        parts.push(`<circle cx="${x + 40 + led * 14}" cy="${y + 20}" r="4" fill="${colour}"/>`)
      }
      if (unit % 4 === 1) {
        for (let port = 0; port < 10; port++) {
          const px = x + 170 + port * 14
          parts.push(`<rect x="${px}" y="${y + 12}" width="10" height="16" fill="#64748b"/>`)
          const colour = ['#3b82f6', '#eab308', '#f97316', '#a855f7'][Math.floor(r() * 4)]
          parts.push(
            `<path d="M${px + 5} ${y + 28} q${n((r() - 0.5) * 60)} 60 ${n((r() - 0.5) * 40)} 120" stroke="${colour}" stroke-width="4" fill="none"/>`,
          )
        }
      }
    }
  }
  return parts.join('')
}

function cabling(r: () => number): string {
  const parts = [backdrop('#e2e8f0', '#cbd5e1')]
  parts.push(`<rect x="0" y="0" width="${W}" height="160" fill="#f8fafc"/>`)
  for (let tile = 0; tile < 8; tile++)
    parts.push(`<rect x="${tile * 200 + 4}" y="4" width="192" height="150" fill="#f1f5f9" stroke="#cbd5e1"/>`)
  parts.push(`<rect x="0" y="150" width="${W}" height="40" fill="#64748b"/>`)
  const colours = ['#2563eb', '#2563eb', '#2563eb', '#f59e0b', '#16a34a', '#2563eb']
  for (let i = 0; i < 26; i++) {
    const x = 80 + i * 56 + r() * 10
    parts.push(
      `<path d="M${n(x)} 190 C${n(x)} 420 ${n(760 + (i - 13) * 8)} 560 ${n(760 + (i - 13) * 8)} 1000" stroke="${colours[i % colours.length]}" stroke-width="12" fill="none"/>`,
    )
  }
  parts.push(`<rect x="640" y="600" width="260" height="120" rx="8" fill="#1e293b" opacity="0.85"/>`)
  return parts.join('')
}

function building(r: () => number): string {
  const parts = [backdrop('#1e3a8a', '#f59e0b')]
  for (let i = 0; i < 9; i++) {
    const x = i * 180 - 20 + r() * 30
    const h = 260 + r() * 420
    parts.push(
      `<rect x="${n(x)}" y="${n(H - h)}" width="170" height="${n(h)}" fill="#0f172a" opacity="0.9"/>`,
    )
    for (let wy = H - h + 24; wy < H - 30; wy += 44) {
      for (let wx = 0; wx < 4; wx++) {
        if (r() > 0.45)
          parts.push(
            `<rect x="${n(x + 16 + wx * 38)}" y="${n(wy)}" width="22" height="26" fill="#fde68a" opacity="${n(0.5 + r() * 0.5)}"/>`,
          )
      }
    }
  }
  parts.push(
    `<path d="M1260 1000 V150 M1260 170 H760 M1260 170 L1380 240 H1260" stroke="#fbbf24" stroke-width="14" fill="none"/>`,
  )
  parts.push(
    `<path d="M900 170 V420" stroke="#e2e8f0" stroke-width="4"/><rect x="870" y="420" width="60" height="40" fill="#f59e0b"/>`,
  )
  return parts.join('')
}

function fitout(r: () => number): string {
  const parts = [backdrop('#f1f5f9', '#e2e8f0')]
  parts.push(`<path d="M0 1000 L420 560 H1180 L1600 1000 Z" fill="#d6d3d1"/>`)
  parts.push(
    `<rect x="420" y="140" width="760" height="420" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>`,
  )
  for (let i = 0; i < 4; i++) {
    const x = 470 + i * 180
    parts.push(`<rect x="${x}" y="180" width="140" height="26" rx="6" fill="#ffffff" stroke="#cbd5e1"/>`)
    parts.push(`<ellipse cx="${x + 70}" cy="${260 + r() * 20}" rx="110" ry="60" fill="url(#glow)"/>`)
  }
  for (let i = 0; i < 3; i++) {
    const x = 520 + i * 220
    parts.push(
      `<rect x="${x}" y="640" width="180" height="14" fill="#78716c"/><rect x="${x + 10}" y="654" width="8" height="120" fill="#57534e"/><rect x="${x + 162}" y="654" width="8" height="120" fill="#57534e"/>`,
    )
    parts.push(`<rect x="${x + 60}" y="590" width="70" height="50" rx="4" fill="#1e293b"/>`)
  }
  return parts.join('')
}

function person(x: number, y: number, scale: number, vest: string, hat: string): string {
  const s = (value: number) => n(value * scale)
  return `<g transform="translate(${n(x)} ${n(y)})">
    <rect x="${s(-70)}" y="${s(120)}" width="${s(140)}" height="${s(230)}" rx="${s(40)}" fill="#1e3a8a"/>
    <rect x="${s(-60)}" y="${s(120)}" width="${s(120)}" height="${s(170)}" rx="${s(30)}" fill="${vest}"/>
    <rect x="${s(-60)}" y="${s(190)}" width="${s(120)}" height="${s(14)}" fill="#e2e8f0"/>
    <rect x="${s(-60)}" y="${s(230)}" width="${s(120)}" height="${s(14)}" fill="#e2e8f0"/>
    <circle cx="0" cy="${s(70)}" r="${s(48)}" fill="#d6a77a"/>
    <path d="M${s(-56)} ${s(58)} A${s(56)} ${s(52)} 0 0 1 ${s(56)} ${s(58)} Z" fill="${hat}"/>
    <rect x="${s(-66)}" y="${s(52)}" width="${s(132)}" height="${s(12)}" rx="${s(6)}" fill="${hat}"/>
  </g>`
}

function crew(r: () => number): string {
  const parts = [backdrop('#7dd3fc', '#e0f2fe')]
  parts.push(`<rect x="0" y="760" width="${W}" height="240" fill="#a3a3a3"/>`)
  parts.push(
    `<rect x="980" y="430" width="520" height="330" rx="30" fill="#f8fafc"/><rect x="1380" y="480" width="120" height="140" rx="10" fill="#93c5fd"/><circle cx="1080" cy="770" r="54" fill="#1f2937"/><circle cx="1400" cy="770" r="54" fill="#1f2937"/><rect x="1000" y="560" width="300" height="30" fill="#1d4ed8"/>`,
  )
  const vests = ['#f97316', '#facc15', '#f97316', '#facc15', '#fb923c']
  const hats = ['#f8fafc', '#facc15', '#f8fafc', '#3b82f6', '#f8fafc']
  const count = 3 + Math.floor(r() * 3)
  for (let i = 0; i < count; i++) {
    parts.push(
      person(200 + i * (700 / count) + r() * 40, 360 + r() * 40, 1 + r() * 0.15, vests[i]!, hats[i]!),
    )
  }
  return parts.join('')
}

function pendants(r: () => number): string {
  const parts = [backdrop('#292524', '#0c0a09')]
  for (let i = 0; i < 5; i++) {
    const x = 260 + i * 270 + (r() - 0.5) * 40
    const drop = 280 + r() * 260
    parts.push(`<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(drop)}" stroke="#a8a29e" stroke-width="3"/>`)
    parts.push(`<circle cx="${n(x)}" cy="${n(drop + 70)}" r="${n(180 + r() * 60)}" fill="url(#glow)"/>`)
    parts.push(
      `<path d="M${n(x - 80)} ${n(drop + 60)} Q${n(x)} ${n(drop - 40)} ${n(x + 80)} ${n(drop + 60)} Z" fill="#f59e0b"/>`,
    )
    parts.push(`<circle cx="${n(x)}" cy="${n(drop + 62)}" r="18" fill="#fffbeb"/>`)
  }
  parts.push(`<rect x="0" y="860" width="${W}" height="140" fill="#44403c"/>`)
  return parts.join('')
}

function evCharger(r: () => number): string {
  const parts = [backdrop('#e0f2fe', '#f8fafc')]
  parts.push(`<rect x="0" y="780" width="${W}" height="220" fill="#9ca3af"/>`)
  parts.push(
    `<rect x="260" y="200" width="200" height="400" rx="24" fill="#1e293b"/><rect x="290" y="240" width="140" height="90" rx="8" fill="#22c55e" opacity="0.8"/><circle cx="360" cy="420" r="40" fill="#334155"/>`,
  )
  parts.push(`<path d="M360 460 C360 700 700 760 820 640" stroke="#0f172a" stroke-width="18" fill="none"/>`)
  parts.push(
    `<path d="M640 780 L720 600 Q760 520 880 510 H1240 Q1340 510 1400 600 L1480 640 V780 Z" fill="#2563eb"/>`,
  )
  parts.push(`<path d="M760 600 L800 540 H1000 V600 Z M1030 540 H1220 L1290 600 H1030 Z" fill="#bfdbfe"/>`)
  parts.push(
    `<circle cx="820" cy="790" r="70" fill="#111827"/><circle cx="1300" cy="790" r="70" fill="#111827"/>`,
  )
  parts.push(`<path d="M356 268 l-24 36 h20 l-10 30 34 -44 h-20 l12 -22 z" fill="#f8fafc"/>`)
  if (r() > 0.5)
    parts.push(
      `<rect x="1100" y="120" width="380" height="220" rx="8" fill="#1e3a8a" transform="skewX(-12)"/>`,
    )
  return parts.join('')
}

function cctv(r: () => number): string {
  const parts = [backdrop('#cbd5e1', '#94a3b8')]
  for (let y = 0; y < H; y += 80)
    for (let x = (y / 80) % 2 ? 0 : -80; x < W; x += 160)
      parts.push(
        `<rect x="${x}" y="${y}" width="156" height="76" fill="#e2e8f0" opacity="${n(0.5 + r() * 0.3)}"/>`,
      )
  parts.push(
    `<rect x="640" y="220" width="60" height="180" fill="#f8fafc"/><g transform="rotate(18 700 380)"><rect x="620" y="360" width="420" height="150" rx="60" fill="#f8fafc"/><circle cx="1000" cy="435" r="56" fill="#0f172a"/><circle cx="1000" cy="435" r="24" fill="#1d4ed8"/><circle cx="985" cy="420" r="8" fill="#bfdbfe"/></g>`,
  )
  parts.push(`<circle cx="760" cy="330" r="8" fill="#ef4444"/>`)
  return parts.join('')
}

function duct(r: () => number): string {
  const parts = [backdrop('#334155', '#1e293b')]
  parts.push(
    `<path d="M0 300 H900 Q1000 300 1000 400 V1000 H760 V470 Q760 440 730 440 H0 Z" fill="url(#metal)"/>`,
  )
  for (let x = 80; x < 900; x += 120)
    parts.push(`<rect x="${x}" y="300" width="10" height="140" fill="#64748b"/>`)
  parts.push(
    `<circle cx="1300" cy="300" r="150" fill="#475569"/><circle cx="1300" cy="300" r="120" fill="#1e293b"/>`,
  )
  for (let blade = 0; blade < 6; blade++) {
    const angle = (blade / 6) * 360 + r() * 30
    parts.push(
      `<ellipse cx="1300" cy="230" rx="28" ry="64" fill="#94a3b8" transform="rotate(${n(angle)} 1300 300)"/>`,
    )
  }
  for (let i = 0; i < 8; i++)
    parts.push(
      `<path d="M1180 ${520 + i * 50} q120 -30 240 0" stroke="#7dd3fc" stroke-width="5" fill="none" opacity="${n(0.3 + r() * 0.4)}"/>`,
    )
  return parts.join('')
}

const SCENES: Record<Scene, (r: () => number) => string> = {
  switchboard,
  condenser,
  'split-system': splitSystem,
  rack,
  cabling,
  building,
  fitout,
  crew,
  pendants,
  'ev-charger': evCharger,
  cctv,
  duct,
}

/** A demo photo as JPEG bytes; the same scene and seed always give the same picture. */
export async function drawScene(scene: Scene, seed: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene](rng(seed))}</svg>`
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength)
}
