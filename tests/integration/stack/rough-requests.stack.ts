/**
 * Issue 27: requests that took the whole local stack down, sent through Hosting as a browser or
 * curl sends them. Oversized uploads were answered 413 and then the firebase CLI exited; with
 * `Expect: 100-continue` (curl's default above 1 MB) Hosting answered a text/plain 500 itself.
 * Every request here must get the API's JSON error, and the stack must keep answering after it.
 * See docs/decisions/033-request-bodies-on-the-local-stack.md.
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, test } from 'vitest'
import { ApiErrorBodySchema } from '../../../src/domain/api-error.ts'

const stackUrl = process.env.STACK_URL
if (!stackUrl) throw new Error('STACK_URL is not set: run this through `npm run test:stack`')
const site = new URL(stackUrl)

const largePhoto = readFileSync(new URL('../../fixtures/large-6mb.jpg', import.meta.url))
const BOUNDARY = 'rough-requests-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** A quote request's photo as a browser's form sends it: anyone may upload one. */
function uploadBody(photo: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nquote\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="phone.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

interface Answer {
  status: number
  contentType: string
  text: string
}

/**
 * POSTs a body with a Content-Length, on a connection of its own. With `expectContinue` it
 * behaves as curl does: the body waits for `100 Continue`, or a second, whichever comes first.
 */
function post(path: string, body: Buffer, { expectContinue = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, site), {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': MULTIPART,
        'Content-Length': String(body.byteLength),
        ...(expectContinue ? { Expect: '100-continue' } : {}),
      },
    })
    let sent = false
    let answered = false
    const send = () => {
      if (sent) return
      sent = true
      req.end(body)
    }
    // A server may answer and close before the whole body is written; the answer counts, as in curl.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    req.on('response', (res) => {
      answered = true
      // Answered before asking for the body: it is never sent.
      sent = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        })
        req.destroy()
      })
    })
    if (!expectContinue) return send()
    req.on('continue', send)
    setTimeout(send, 1000).unref()
  })
}

/** Sends the head and `sent` bytes of a body that says it has `declared`, then hangs up. */
function cutOff(path: string, declared: number, sent: number, extraHeaders = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(site.port), site.hostname)
    socket.on('error', reject)
    socket.on('close', () => resolve())
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${site.host}\r\nContent-Type: ${MULTIPART}\r\n` +
          `Content-Length: ${declared}\r\n${extraHeaders}\r\n`,
      )
      socket.write(uploadBody(largePhoto).subarray(0, sent), () => {
        // Half the body went out: the caller's phone lost its signal.
        socket.destroy()
      })
    })
  })
}

/** The API's own answer: its JSON error envelope with the expected status and code. */
function expectApiError(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status)
  expect(answer.contentType).toMatch(/^application\/json/)
  const body: unknown = JSON.parse(answer.text)
  expect(ApiErrorBodySchema.safeParse(body).success, answer.text).toBe(true)
  expect((body as { error: { code: string } }).error.code).toBe(code)
}

/**
 * The stack still serves the API and the pages, for a few seconds: the CLI went down a moment
 * after the last answer, not during it.
 */
async function expectStackStillAnswers(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const posts = await fetch(new URL('/api/posts', site))
    expect(posts.status).toBe(200)
    expect(posts.headers.get('content-type')).toMatch(/^application\/json/)
    await posts.arrayBuffer()
    const home = await fetch(new URL('/home', site))
    expect(home.status).toBe(200)
    await home.arrayBuffer()
  }
}

describe('oversized uploads through Hosting', () => {
  test('three 6 MB photos in a row are each a JSON 413, and the stack stays up', async () => {
    expect(largePhoto.byteLength).toBeGreaterThan(5 * 1024 * 1024)
    for (let i = 0; i < 3; i++) {
      expectApiError(await post('/api/media', uploadBody(largePhoto)), 413, 'too_large')
    }
    await expectStackStillAnswers()
  })

  test('with Expect: 100-continue, as curl sends them, they are JSON 413s too', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await post('/api/media', uploadBody(largePhoto), { expectContinue: true })
      expectApiError(answer, 413, 'too_large')
    }
    await expectStackStillAnswers()
  })
})

describe('bodies cut off half way', () => {
  test.each([
    ['an oversized upload', 8 * 1024 * 1024, 3 * 1024 * 1024, ''],
    ['an upload within the limit', 4 * 1024 * 1024, 2 * 1024 * 1024, ''],
    [
      'an oversized upload sent with Expect: 100-continue',
      8 * 1024 * 1024,
      3 * 1024 * 1024,
      'Expect: 100-continue\r\n',
    ],
  ])('%s: the stack stays up and answers the next upload', async (_, declared, sent, headers) => {
    await cutOff('/api/media', declared, sent, headers)
    await expectStackStillAnswers()
    expectApiError(await post('/api/media', uploadBody(largePhoto)), 413, 'too_large')
  })
})
