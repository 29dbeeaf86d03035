/**
 * An admin: works through the enquiry inbox (filters, search, paging; a status and a note on
 * their crew's visitor's enquiries), the user list and the review queue (approves or rejects
 * their crew's user's photos), writes and edits a post of their own (each save publishes: the
 * stack's hook rebuilds the site), uploads blog images, and deletes an account they made.
 */
import { bearer, createAccount, type Account } from './accounts.ts'
import { pageThrough, runClient, type Client } from './context.ts'
import { FORM_TYPE, uploadForm } from './uploads.ts'

const STATUSES = ['open', 'new', 'contacted', 'quoted', 'booked', 'done', 'lost']
const SET_STATUSES = ['contacted', 'quoted', 'booked', 'done', 'lost']

export async function runAdmin(client: Client, admin: Account): Promise<Record<string, number>> {
  const { random, mark, ctx } = client
  const auth = () => bearer(client.http, ctx.urls, admin)
  const json = async () => ({ 'Content-Type': 'application/json', ...(await auth()) })
  let post: { id: string } | null = null
  let posts = 0
  let edits = 0
  let throwaways = 0

  async function writePost(): Promise<void> {
    const answer = await client.api({
      route: 'POST /api/posts',
      path: '/api/posts',
      method: 'POST',
      headers: await json(),
      body: JSON.stringify({
        title: `Soak ${mark} notes ${++posts}`,
        content: `<p>Notes from the soak run (${mark}): a switchboard, a split system and a network cabinet.</p>`,
        category: 'Electrical',
        tags: ['soak'],
      }),
      expect: [201],
    })
    post = answer?.status === 201 ? answer.json<{ post: { id: string } }>().post : null
  }

  const done = await runClient(
    client,
    {
      inbox: {
        weight: 3,
        async run() {
          const filters = new URLSearchParams({ limit: String(random.int(2, 6)) })
          if (random.chance(0.5)) filters.set('status', random.pick(STATUSES))
          if (random.chance(0.4)) filters.set('kind', random.pick(['message', 'quote']))
          if (random.chance(0.4)) filters.set('q', random.pick(['switchboard', 'soak', ctx.tag, 'kitchen']))
          await pageThrough(client, {
            route: 'GET /api/enquiries',
            path: `/api/enquiries?${filters}`,
            key: 'enquiries',
            pages: random.int(1, 3),
            headers: await auth(),
          })
        },
      },
      handleEnquiry: {
        weight: 2,
        async run() {
          const ours = await pageThrough<{ id: string }>(client, {
            route: 'GET /api/enquiries',
            path: `/api/enquiries?limit=5&q=${encodeURIComponent(mark)}`,
            key: 'enquiries',
            pages: 1,
            headers: await auth(),
          })
          if (ours.length === 0) return
          const { id } = random.pick(ours)
          if (random.chance(0.5)) {
            await client.api({
              route: 'PATCH /api/enquiries/:id',
              path: `/api/enquiries/${id}`,
              method: 'PATCH',
              headers: await json(),
              body: JSON.stringify({ status: random.pick(SET_STATUSES) }),
              expect: [200],
            })
          } else {
            await client.api({
              route: 'POST /api/enquiries/:id/notes',
              path: `/api/enquiries/${id}/notes`,
              method: 'POST',
              headers: await json(),
              body: JSON.stringify({ text: `Called back (${mark}).` }),
              expect: [201],
            })
          }
        },
      },
      users: {
        weight: 2,
        run: async () =>
          void (await pageThrough(client, {
            route: 'GET /api/profiles',
            path: `/api/profiles?limit=${random.int(3, 10)}`,
            key: 'profiles',
            pages: random.int(1, 3),
            headers: await auth(),
          })),
      },
      review: {
        weight: 3,
        async run() {
          const pending = await pageThrough<{ id: string; title: string }>(client, {
            route: 'GET /api/gallery/all',
            path: '/api/gallery/all?status=pending&limit=20',
            key: 'images',
            pages: 3,
            headers: await auth(),
          })
          const ours = pending.filter((image) => image.title.includes(mark))
          for (const image of ours.slice(0, 3)) {
            const verdict = random.chance(0.75) ? 'approve' : 'reject'
            // Its user may have deleted it, or their account, since the list was read: 404.
            await client.api({
              route: `POST /api/gallery/:id/${verdict}`,
              path: `/api/gallery/${image.id}/${verdict}`,
              method: 'POST',
              headers: await auth(),
              expect: [200, 404],
            })
          }
        },
      },
      editPost: {
        weight: 1,
        async run() {
          if (!post) return writePost()
          const answer = await client.api({
            route: 'PATCH /api/posts/:id',
            path: `/api/posts/${post.id}`,
            method: 'PATCH',
            headers: await json(),
            body: JSON.stringify({
              title: `Soak ${mark} notes ${posts}, edit ${++edits}`,
              featured: random.chance(0.2),
            }),
            expect: [200],
          })
          if (answer?.status !== 200 || !random.chance(0.25)) return
          await client.api({
            route: 'DELETE /api/posts/:id',
            path: `/api/posts/${post.id}`,
            method: 'DELETE',
            headers: await auth(),
            expect: [204],
          })
          post = null
        },
      },
      blogImage: {
        weight: 1,
        async run() {
          const photo = random.pick(ctx.fixtures.photos)
          const answer = await client.api({
            route: 'POST /api/media (blog)',
            path: '/api/media',
            method: 'POST',
            headers: { 'Content-Type': FORM_TYPE, ...(await auth()) },
            body: uploadForm('blog', photo.bytes, photo.name, photo.type),
            expect: [201, 429],
            timeoutMs: 60_000,
            what: photo.name,
          })
          if (answer?.status !== 201 || !post) return
          const image = answer.json<{ url: string; variants: unknown[] }>()
          await client.api({
            route: 'PATCH /api/posts/:id',
            path: `/api/posts/${post.id}`,
            method: 'PATCH',
            headers: await json(),
            body: JSON.stringify({ image_url: image.url, image_variants: image.variants }),
            expect: [200],
          })
        },
      },
      publishStatus: {
        weight: 1,
        run: async () =>
          void (await client.api({
            route: 'GET /api/publish',
            path: '/api/publish',
            headers: await auth(),
            expect: [200],
          })),
      },
      stats: {
        weight: 1,
        run: async () =>
          void (await client.api({
            route: 'GET /api/stats',
            path: '/api/stats',
            headers: await auth(),
            expect: [200],
          })),
      },
      deleteAccount: {
        weight: 0.3,
        async run() {
          // An account of the admin's own making: registered, seen once by the API, then removed.
          const made = await createAccount(
            client.http,
            ctx.urls,
            `soak-${ctx.tag}-${client.name}-gone-${++throwaways}@harbourline.example`,
            { verified: false },
          )
          if (!made) return
          const me = await client.api({
            route: 'GET /api/profiles/me',
            path: '/api/profiles/me',
            headers: { Authorization: `Bearer ${made.token}` },
            expect: [200],
          })
          if (me?.status !== 200) return
          await client.api({
            route: 'DELETE /api/profiles/:id',
            path: `/api/profiles/${made.uid}`,
            method: 'DELETE',
            headers: await auth(),
            expect: [204],
          })
        },
      },
    },
    [800, 3000],
  )
  // The post goes at the end: one more publish, which the soak waits for.
  const last = post as { id: string } | null
  if (last) {
    await client.api({
      route: 'DELETE /api/posts/:id',
      path: `/api/posts/${last.id}`,
      method: 'DELETE',
      headers: await auth(),
      expect: [204],
    })
  }
  return done
}
