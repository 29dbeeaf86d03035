/**
 * A signed-in, confirmed user: shares photos of finished jobs (upload, then submission for
 * review), looks at their own photos and deletes some, and sends every kind of rough upload a
 * phone on mobile data sends: too large (with and without `Expect: 100-continue`), cut off half
 * way, not an image, a broken form. Now and then deletes their account and registers anew.
 */
import { bearer, createAccount, type Account } from './accounts.ts'
import { PAGES, pageThrough, runClient, viewPage, type Client } from './context.ts'
import { badUploads, FORM_TYPE, uploadForm } from './uploads.ts'

export function runUser(client: Client, first: Account): Promise<Record<string, number>> {
  const { random, mark, ctx } = client
  let account: Account | null = first
  let accounts = 1
  let photos = 0
  const auth = () => (account ? bearer(client.http, ctx.urls, account) : Promise.resolve({}))

  async function upload(purpose: string): Promise<{ url: string; variants: unknown[] } | null> {
    const photo = random.pick(ctx.fixtures.photos)
    const answer = await client.api({
      route: `POST /api/media (${purpose})`,
      path: '/api/media',
      method: 'POST',
      headers: { 'Content-Type': FORM_TYPE, ...(await auth()) },
      body: uploadForm(purpose, photo.bytes, photo.name, photo.type),
      expect: [201, 429],
      timeoutMs: 60_000,
      what: photo.name,
    })
    return answer?.status === 201 ? answer.json<{ url: string; variants: unknown[] }>() : null
  }

  return runClient(
    client,
    {
      page: { weight: 2, run: () => viewPage(client, random.pick(PAGES)) },
      me: {
        weight: 1,
        run: async () =>
          void (await client.api({
            route: 'GET /api/profiles/me',
            path: '/api/profiles/me',
            headers: await auth(),
            expect: [200],
          })),
      },
      submit: {
        weight: 3,
        async run() {
          const uploaded = await upload('gallery')
          if (!uploaded) return
          await client.api({
            route: 'POST /api/gallery/submissions',
            path: '/api/gallery/submissions',
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(await auth()) },
            body: JSON.stringify({
              title: `Soak ${mark} photo ${++photos}`,
              description: 'A finished switchboard, tidy and labelled.',
              category: random.pick(['Electrical', 'HVAC', 'ICT', 'Projects']),
              location: 'Surry Hills',
              tags: ['switchboard'],
              image_url: uploaded.url,
              image_variants: uploaded.variants,
            }),
            // Ten submissions an hour per person.
            expect: [201, 429],
          })
        },
      },
      mine: {
        weight: 2,
        async run() {
          const mine = await pageThrough<{ id: string; status: string }>(client, {
            route: 'GET /api/gallery/mine',
            path: `/api/gallery/mine?limit=${random.int(2, 6)}`,
            key: 'images',
            pages: 2,
            headers: await auth(),
          })
          if (mine.length === 0 || !random.chance(0.3)) return
          // Its admin may have approved or rejected it meanwhile; deleting it is still theirs to do.
          await client.api({
            route: 'DELETE /api/gallery/mine/:id',
            path: `/api/gallery/mine/${random.pick(mine).id}`,
            method: 'DELETE',
            headers: await auth(),
            expect: [204, 404],
          })
        },
      },
      oversized: {
        weight: 1,
        async run() {
          const expectContinue = random.chance(0.5)
          await client.api({
            route: `POST /api/media (oversized${expectContinue ? ', Expect: 100-continue' : ''})`,
            path: '/api/media',
            method: 'POST',
            headers: { 'Content-Type': FORM_TYPE, ...(await auth()) },
            body: uploadForm('gallery', ctx.fixtures.oversized, 'phone.jpg', 'image/jpeg'),
            expectContinue,
            expect: [413],
            timeoutMs: 60_000,
            what: `a ${(ctx.fixtures.oversized.byteLength / 2 ** 20).toFixed(1)} MB JPEG`,
          })
        },
      },
      cutOff: {
        weight: 1,
        async run() {
          const body = uploadForm('gallery', ctx.fixtures.oversized, 'phone.jpg', 'image/jpeg')
          // Over the limit or within it, and cut off anywhere from the head to most of the body.
          const declared = random.chance(0.5) ? body.byteLength : random.int(1, 4) * 2 ** 20
          const sent = random.int(0, Math.min(declared, body.byteLength) - 1)
          await client.http.cutOff({
            route: 'POST /api/media (cut off)',
            url: new URL('/api/media', ctx.urls.site),
            headers: {
              'Content-Type': FORM_TYPE,
              ...(await auth()),
              ...(random.chance(0.3) ? { Expect: '100-continue' } : {}),
            },
            declared,
            body: body.subarray(0, sent),
          })
        },
      },
      malformed: {
        weight: 2,
        async run() {
          const bad = random.pick(badUploads(ctx.fixtures, 'gallery'))
          await client.api({
            route: 'POST /api/media (malformed)',
            path: '/api/media',
            method: 'POST',
            headers: { 'Content-Type': bad.contentType, ...(await auth()) },
            body: bad.body,
            expect: bad.expect,
            what: bad.what,
          })
        },
      },
      notAllowed: {
        weight: 1,
        async run() {
          // A user may not upload for the blog: 403, whatever the file.
          const photo = ctx.fixtures.photos[0]!
          await client.api({
            route: 'POST /api/media (blog, as a user)',
            path: '/api/media',
            method: 'POST',
            headers: { 'Content-Type': FORM_TYPE, ...(await auth()) },
            body: uploadForm('blog', photo.bytes, photo.name, photo.type),
            expect: [403],
          })
        },
      },
      deleteAccount: {
        weight: 0.3,
        async run() {
          if (!account) return
          const answer = await client.api({
            route: 'DELETE /api/profiles/me',
            path: '/api/profiles/me',
            method: 'DELETE',
            headers: await auth(),
            expect: [204],
          })
          if (answer?.status !== 204) return
          account = await createAccount(
            client.http,
            ctx.urls,
            `soak-${ctx.tag}-${client.name}-${++accounts}@harbourline.example`,
          )
        },
      },
    },
    [500, 2500],
  )
}
