/**
 * Makes the site's illustrations from code, so every image ships with the site and nothing is
 * downloaded. Each picture is a seeded SVG composition (circuits for electrical, airflow for
 * HVAC, network nodes for ICT, glows for lighting) rendered to JPEG by sharp. Astro's image
 * pipeline then resizes and re-encodes them at build time.
 *
 * Run with `npm run images`; the output in src/assets/images is committed.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

type Motif = 'circuit' | 'airflow' | 'network' | 'glow' | 'grid' | 'portrait'
interface Spec {
  name: string
  motif: Motif
  from: string
  to: string
  ink: string
  seed: number
  width?: number
  height?: number
}

const outDir = new URL('../src/assets/images/', import.meta.url)

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function motif(kind: Motif, w: number, h: number, ink: string, seed: number): string {
  const r = rng(seed)
  const parts: string[] = []
  switch (kind) {
    case 'circuit':
      for (let i = 0; i < 38; i++) {
        let x = r() * w
        let y = r() * h
        let d = `M${x.toFixed(0)} ${y.toFixed(0)}`
        for (let j = 0; j < 4; j++) {
          if (j % 2 === 0) x += (r() - 0.5) * 420
          else y += (r() - 0.5) * 260
          d += ` L${x.toFixed(0)} ${y.toFixed(0)}`
        }
        parts.push(
          `<path d="${d}" stroke="${ink}" stroke-width="${(2 + r() * 3).toFixed(1)}" fill="none" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`,
        )
        parts.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(5 + r() * 7).toFixed(0)}" fill="${ink}" opacity="0.8"/>`,
        )
      }
      break
    case 'airflow':
      for (let i = 0; i < 26; i++) {
        const y0 = (i / 26) * h + r() * 30
        const amp = 30 + r() * 70
        const ph = r() * w
        let d = `M0 ${y0.toFixed(0)}`
        for (let x = 0; x <= w; x += 40) d += ` L${x} ${(y0 + Math.sin((x + ph) / 160) * amp).toFixed(1)}`
        parts.push(
          `<path d="${d}" stroke="${ink}" stroke-width="${(1.5 + r() * 4).toFixed(1)}" fill="none" stroke-linecap="round" opacity="${(0.2 + r() * 0.45).toFixed(2)}"/>`,
        )
      }
      break
    case 'network': {
      const nodes = Array.from({ length: 46 }, () => [r() * w, r() * h] as const)
      for (const [i, a] of nodes.entries())
        for (const b of nodes.slice(i + 1))
          if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 260)
            parts.push(
              `<line x1="${a[0].toFixed(0)}" y1="${a[1].toFixed(0)}" x2="${b[0].toFixed(0)}" y2="${b[1].toFixed(0)}" stroke="${ink}" stroke-width="2" opacity="0.35"/>`,
            )
      for (const [x, y] of nodes)
        parts.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(6 + r() * 10).toFixed(0)}" fill="${ink}" opacity="0.85"/>`,
        )
      break
    }
    case 'glow':
      for (let i = 0; i < 16; i++) {
        const x = r() * w
        const y = r() * h * 0.8
        const rad = 50 + r() * 190
        parts.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${rad.toFixed(0)}" fill="url(#glow)" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`,
        )
        parts.push(
          `<line x1="${x.toFixed(0)}" y1="0" x2="${x.toFixed(0)}" y2="${(y - 18).toFixed(0)}" stroke="${ink}" stroke-width="2" opacity="0.5"/>`,
        )
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="16" fill="${ink}"/>`)
      }
      break
    case 'grid':
      for (let x = 0; x < w; x += 80)
        for (let y = 0; y < h; y += 80)
          if (r() > 0.45)
            parts.push(
              `<rect x="${x + 8}" y="${y + 8}" width="64" height="64" rx="10" fill="${ink}" opacity="${(0.08 + r() * 0.4).toFixed(2)}"/>`,
            )
      break
    case 'portrait': {
      parts.push(`<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.2}" fill="${ink}" opacity="0.9"/>`)
      parts.push(
        `<ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.38}" ry="${h * 0.4}" fill="${ink}" opacity="0.9"/>`,
      )
      break
    }
  }
  return parts.join('')
}

function svg(spec: Spec): string {
  const w = spec.width ?? 1600
  const h = spec.height ?? 900
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${spec.ink}" stop-opacity="0.9"/><stop offset="1" stop-color="${spec.ink}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${motif(spec.motif, w, h, spec.ink, spec.seed)}
  <rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`
}

const images: Spec[] = [
  { name: 'home-hero', motif: 'circuit', from: '#0b1b3f', to: '#1d4ed8', ink: '#fbbf24', seed: 1 },
  { name: 'landing', motif: 'network', from: '#020617', to: '#1e3a8a', ink: '#60a5fa', seed: 2 },
  {
    name: 'about',
    motif: 'grid',
    from: '#1e3a8a',
    to: '#0f172a',
    ink: '#fbbf24',
    seed: 3,
    width: 1200,
    height: 900,
  },
  { name: 'electrical', motif: 'circuit', from: '#451a03', to: '#b45309', ink: '#fde68a', seed: 10 },
  { name: 'hvac', motif: 'airflow', from: '#082f49', to: '#0ea5e9', ink: '#e0f2fe', seed: 20 },
  {
    name: 'hvac-cooling',
    motif: 'airflow',
    from: '#0c4a6e',
    to: '#38bdf8',
    ink: '#f0f9ff',
    seed: 21,
    width: 1200,
    height: 800,
  },
  {
    name: 'hvac-heating',
    motif: 'airflow',
    from: '#7c2d12',
    to: '#f97316',
    ink: '#ffedd5',
    seed: 22,
    width: 1200,
    height: 800,
  },
  {
    name: 'hvac-air-quality',
    motif: 'airflow',
    from: '#064e3b',
    to: '#10b981',
    ink: '#d1fae5',
    seed: 23,
    width: 1200,
    height: 800,
  },
  { name: 'ict', motif: 'network', from: '#1e1b4b', to: '#6d28d9', ink: '#c4b5fd', seed: 30 },
  {
    name: 'ict-cabling',
    motif: 'network',
    from: '#172554',
    to: '#4f46e5',
    ink: '#a5b4fc',
    seed: 31,
    width: 1200,
    height: 800,
  },
  {
    name: 'ict-security',
    motif: 'grid',
    from: '#111827',
    to: '#7c3aed',
    ink: '#ddd6fe',
    seed: 32,
    width: 1200,
    height: 800,
  },
  {
    name: 'ict-networks',
    motif: 'network',
    from: '#0f172a',
    to: '#0891b2',
    ink: '#a5f3fc',
    seed: 33,
    width: 1200,
    height: 800,
  },
  { name: 'lighting', motif: 'glow', from: '#1c1917', to: '#57534e', ink: '#fde047', seed: 40 },
  { name: 'sub-lighting-systems', motif: 'glow', from: '#422006', to: '#a16207', ink: '#fef08a', seed: 50 },
  { name: 'sub-safety-protection', motif: 'grid', from: '#450a0a', to: '#b91c1c', ink: '#fecaca', seed: 51 },
  { name: 'sub-power-solutions', motif: 'circuit', from: '#052e16', to: '#15803d', ink: '#bbf7d0', seed: 52 },
  { name: 'sub-smart-home', motif: 'network', from: '#083344', to: '#0e7490', ink: '#cffafe', seed: 53 },
  {
    name: 'sub-emergency-services',
    motif: 'circuit',
    from: '#431407',
    to: '#ea580c',
    ink: '#fed7aa',
    seed: 54,
  },
  { name: 'sub-system-upgrades', motif: 'grid', from: '#1e1b4b', to: '#4338ca', ink: '#c7d2fe', seed: 55 },
  ...['a', 'b', 'c', 'd'].map((k, i) => ({
    name: `avatar-${k}`,
    motif: 'portrait' as const,
    from: ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed'][i]!,
    to: ['#60a5fa', '#5eead4', '#fcd34d', '#c4b5fd'][i]!,
    ink: '#f8fafc',
    seed: 60 + i,
    width: 256,
    height: 256,
  })),
]

await mkdir(outDir, { recursive: true })
for (const spec of images) {
  const jpeg = await sharp(Buffer.from(svg(spec)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  await writeFile(new URL(`${spec.name}.jpg`, outDir), jpeg)
}
// The default Open Graph picture is served as it is from public/.
const og = svg({
  name: 'og',
  motif: 'circuit',
  from: '#0b1b3f',
  to: '#1d4ed8',
  ink: '#fbbf24',
  seed: 1,
  width: 1200,
  height: 630,
})
await writeFile(
  new URL('../public/og-default.jpg', import.meta.url),
  await sharp(Buffer.from(og)).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
)
console.log(`wrote ${images.length + 1} images`)
