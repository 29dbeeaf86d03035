/**
 * A visitor: reads the pages, pages through and searches the blog and the gallery, opens
 * photos, and now and then sends an enquiry or a quote request with photos. Every local caller
 * shares one address, so the enquiry and upload limits are met within minutes: 429 is expected
 * there, and some requests are over the form's own limits (400) on purpose.
 */
import { sydneyDate } from '../../src/domain/booking.ts'
import { SERVICE_AREAS } from '../../src/domain/service-areas.ts'
import { PAGES, pageThrough, runClient, viewPage, type Client } from './context.ts'
import type { Random } from './random.ts'
import { FORM_TYPE, uploadForm } from './uploads.ts'

const SEARCHES = ['switch', 'safety', 'split system', 'led', 'cabling', 'ev charger', 'sydney', 'zzz-nothing']
const TAGS = ['electrical', 'hvac', 'ict', 'safety', 'energy']
const CATEGORIES = ['Electrical', 'HVAC', 'ICT', 'Projects', 'Team']

export function runVisitor(client: Client): Promise<Record<string, number>> {
  const { random, mark } = client
  let sent = 0
  const email = () => `soak-${client.ctx.tag}-${client.name}-${++sent}@harbourline.example`

  /** Photos for a quote request, as the form uploads them first (anyone may). */
  async function quotePhotos(count: number): Promise<string[]> {
    const urls: string[] = []
    for (let i = 0; i < count; i++) {
      const photo = random.pick(client.ctx.fixtures.photos)
      const answer = await client.api({
        route: 'POST /api/media (quote)',
        path: '/api/media',
        method: 'POST',
        headers: { 'Content-Type': FORM_TYPE },
        body: uploadForm('quote', photo.bytes, photo.name, photo.type),
        expect: [201, 429],
        timeoutMs: 60_000,
        what: photo.name,
      })
      if (answer?.status === 201) urls.push(answer.json<{ url: string }>().url)
    }
    return urls
  }

  return runClient(
    client,
    {
      page: { weight: 6, run: () => viewPage(client, random.pick(PAGES)) },
      missingPage: { weight: 1, run: () => viewPage(client, `/no-such-page-${random.int(1, 9)}`, [404]) },
      post: {
        weight: 2,
        async run() {
          const posts = await pageThrough<{ slug: string }>(client, {
            route: 'GET /api/posts',
            path: '/api/posts?limit=6',
            key: 'posts',
            pages: 1,
          })
          if (posts.length === 0) return
          const { slug } = random.pick(posts)
          await client.api({ route: 'GET /api/posts/:slug', path: `/api/posts/${slug}`, expect: [200, 404] })
          await client.api({
            route: 'GET /api/posts/:slug/related',
            path: `/api/posts/${slug}/related`,
            expect: [200, 404],
          })
          // A post an admin saved a moment ago is on the static site only after the rebuild.
          await viewPage(client, `/blog/${slug}`, [200, 404])
        },
      },
      blogList: {
        weight: 3,
        async run() {
          const filter = random.weighted({ none: 2, tag: 1, search: 2 })
          const query =
            filter === 'tag'
              ? `&tag=${random.pick(TAGS)}`
              : filter === 'search'
                ? `&q=${encodeURIComponent(random.pick(SEARCHES))}`
                : ''
          await pageThrough(client, {
            route: 'GET /api/posts',
            path: `/api/posts?limit=${random.int(2, 5)}${query}`,
            key: 'posts',
            pages: random.int(1, 4),
          })
        },
      },
      galleryList: {
        weight: 3,
        async run() {
          const filter = random.weighted({ none: 2, category: 2, search: 1 })
          const query =
            filter === 'category'
              ? `&category=${encodeURIComponent(random.pick(CATEGORIES))}`
              : filter === 'search'
                ? `&q=${encodeURIComponent(random.pick(SEARCHES))}`
                : ''
          const images = await pageThrough<{ image_url: string }>(client, {
            route: 'GET /api/gallery',
            path: `/api/gallery?limit=${random.int(3, 8)}${query}`,
            key: 'images',
            pages: random.int(1, 3),
          })
          if (random.chance(0.3))
            await client.api({
              route: 'GET /api/gallery/categories',
              path: '/api/gallery/categories',
              expect: [200],
            })
          // The picture of an image an admin removed a moment ago is gone: 404.
          if (images.length > 0)
            await client.api({
              route: 'GET /api/media/*',
              path: random.pick(images).image_url,
              expect: [200, 404],
            })
        },
      },
      health: {
        weight: 1,
        run: async () =>
          void (await client.api({ route: 'GET /api/health', path: '/api/health', expect: [200] })),
      },
      enquiry: {
        weight: 1,
        async run() {
          const kind = random.weighted({ good: 4, tooLong: 1, honeypot: 1, sentTwice: 1 })
          const body = JSON.stringify({
            name: `Soak ${mark} visitor`,
            email: email(),
            phone: '02 9000 0000',
            service: random.pick(['electrical', 'hvac', 'ict', '']),
            message:
              kind === 'tooLong' ? 'x'.repeat(5001) : `Please quote for a switchboard upgrade (${mark}).`,
            ...(kind === 'honeypot' ? { website: 'https://spam.example' } : {}),
            // As the form sends again after an answer that never arrived (decision 048).
            ...(kind === 'sentTwice' ? { submission_id: submissionId(random) } : {}),
          })
          for (let send = 0; send < (kind === 'sentTwice' ? 2 : 1); send++) {
            await client.api({
              route: 'POST /api/enquiries',
              path: '/api/enquiries',
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body,
              // The form's limits first (400), then the shared per-address limit and the hourly cap (429).
              expect: kind === 'tooLong' ? [400] : [201, 429],
              what: kind,
            })
          }
        },
      },
      quoteRequest: {
        weight: 1,
        async run() {
          const tooMany = random.chance(0.2)
          const photos = tooMany
            ? Array.from({ length: 6 }, (_, i) => `/api/media/quote/none-${i}.webp`)
            : await quotePhotos(random.int(0, 2))
          await client.api({
            route: 'POST /api/enquiries/quote-requests',
            path: '/api/enquiries/quote-requests',
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name: `Soak ${mark} visitor`,
              email: email(),
              phone: '0400 000 000',
              service: 'electrical',
              area: random.pick([...SERVICE_AREAS]),
              address: '1 Harbour Street, Sydney',
              // A week ahead: the API refuses a day already past in Sydney.
              preferred_dates: [sydneyDate(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000))],
              time_window: random.pick(['morning', 'afternoon', 'any']),
              emergency: random.chance(0.2),
              description: `Lights flicker in the kitchen (${mark}).`,
              photos,
            }),
            expect: tooMany ? [400] : [201, 429],
            what: tooMany ? 'six photos' : `${photos.length} photos`,
          })
        },
      },
    },
    [300, 2000],
  )
}

/** A version 4 UUID from the soak's seeded dice, as the browser's crypto.randomUUID() makes one. */
function submissionId(random: Random): string {
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => random.int(0, 15).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`
}
