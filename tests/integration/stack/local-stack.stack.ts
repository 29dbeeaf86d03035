/**
 * The local stack as a browser meets it: Hosting on :5000 serving the built site, /api/**
 * rewritten to the API function (bodies passed through byte for byte by functions/src/fetch-bridge.ts),
 * the callable on the functions emulator, real accounts in the auth emulator and the seeded
 * demo content. Run inside scripts/with-stack.ts, which provides the URLs below.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run this through \`npm run test:stack\``)
  return value
}
// Not BASE_URL: Vitest sets that one to Vite's base path.
const site = env('STACK_URL')
const functions = env('FUNCTIONS_URL')
const authHost = env('FIREBASE_AUTH_EMULATOR_HOST')
const oobCodes = env('OOB_CODES_URL')

const photo = new Uint8Array(readFileSync(new URL('../../fixtures/gps-photo.jpg', import.meta.url)))

async function identity(method: string, body: unknown) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/${method}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  expect(response.ok, `${method}: ${response.status}`).toBe(true)
  return (await response.json()) as { idToken: string; localId: string }
}

/** A registered, confirmed user, as the register page and the confirmation link make one. */
async function confirmedUser(): Promise<string> {
  const email = `stack.${Date.now()}@example.com`
  const password = 'stack-password-1'
  const { idToken } = await identity('accounts:signUp', { email, password, returnSecureToken: true })
  await identity('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken })
  const { oobCodes: codes } = (await (await fetch(oobCodes)).json()) as {
    oobCodes: { email: string; oobLink: string }[]
  }
  const link = codes.find((code) => code.email === email)?.oobLink
  expect(link).toBeDefined()
  expect((await fetch(link!)).ok).toBe(true)
  return (await identity('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken
}

describe('caching through Hosting (firebase.json)', () => {
  test('pages are checked again on every visit; hashed files are kept; the API and the status page keep their own', async () => {
    const cacheOf = async (path: string) => (await fetch(`${site}${path}`)).headers.get('cache-control')
    // A release removes the hashed scripts an old page names: a page kept an hour would not wake.
    for (const path of [
      '/',
      '/home',
      '/blog',
      '/blog/five-signs-your-switchboard-needs-an-upgrade',
      '/no-such-page',
    ]) {
      expect(await cacheOf(path), path).toBe('no-cache')
    }
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await (await fetch(`${site}/home`)).text())?.[1]
    expect(stylesheet).toBeDefined()
    expect(await cacheOf(stylesheet!)).toContain('immutable')
    expect(await cacheOf('/api/posts')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(await cacheOf('/request-status')).toBe('no-store')
  })
})

describe('the API through Hosting', () => {
  test('GET /api/posts returns the seeded posts as JSON, with the security headers', async () => {
    const response = await fetch(`${site}/api/posts`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const { posts } = (await response.json()) as {
      posts: { slug: string; tags: string[]; featured: boolean }[]
    }
    expect(posts.length).toBeGreaterThanOrEqual(6)
    expect(posts.some((post) => post.featured)).toBe(true)
    expect(posts.every((post) => post.tags.length > 0)).toBe(true)
    const one = await fetch(`${site}/api/posts/${posts[0]!.slug}`)
    expect(one.status).toBe(200)
  })

  test('GET /api/gallery returns the seeded photos in all five categories; their files are served', async () => {
    const { images } = (await (await fetch(`${site}/api/gallery`)).json()) as {
      images: { category: string; image_url: string; status: string }[]
    }
    expect(images.length).toBeGreaterThanOrEqual(12)
    expect(new Set(images.map((image) => image.category))).toEqual(
      new Set(['Electrical', 'HVAC', 'ICT', 'Projects', 'Team']),
    )
    expect(images.every((image) => image.status === 'approved')).toBe(true)
    const file = await fetch(`${site}${images[0]!.image_url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toContain('immutable')
  })

  test('POST /api/enquiries with a JSON body is stored', async () => {
    const response = await fetch(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.20' },
      body: JSON.stringify({
        name: 'Stack Test',
        email: 'stack.test@example.com',
        service: 'hvac',
        message: 'Please quote for a split system.',
      }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ received: true })
  })

  test('a multipart upload of a real JPEG by a confirmed user comes back as WebP files', async () => {
    const token = await confirmedUser()
    const form = new FormData()
    form.set('purpose', 'gallery')
    form.set('file', new File([photo as Uint8Array<ArrayBuffer>], 'site-visit.jpg', { type: 'image/jpeg' }))
    const response = await fetch(`${site}/api/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    expect(response.status).toBe(201)
    const upload = (await response.json()) as { url: string; variants: { url: string }[] }
    // A photo waiting for review is not public: its uploader loads it with their token.
    expect((await fetch(`${site}${upload.url}`)).status).toBe(404)
    const file = await fetch(`${site}${upload.url}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(file.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')

    const submission = await fetch(`${site}/api/gallery/submissions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Site visit', image_url: upload.url, image_variants: upload.variants }),
    })
    expect(submission.status).toBe(201)
  })

  test('an unknown API path is a JSON 404; an unknown page is a real 404, not a rewrite', async () => {
    const api = await fetch(`${site}/api/no-such-thing`)
    expect(api.status).toBe(404)
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found')
    expect((await fetch(`${site}/no-such-page`)).status).toBe(404)
  })
})

describe('the createDefaultAdmin callable', () => {
  let answer: unknown
  beforeAll(async () => {
    const response = await fetch(`${functions}/createDefaultAdmin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { secret: 'not-the-configured-secret' } }),
    })
    expect(response.status).toBe(200)
    answer = await response.json()
  })

  test('is served, reads its secret from functions/.secret.local, and refuses a wrong one', () => {
    // "not set up" would mean the secret never reached the function.
    expect(answer).toEqual({ result: { error: 'That secret is not correct.' } })
  })
})
