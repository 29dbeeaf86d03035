/**
 * The soak's HTTP client: node:http on a keep-alive agent per virtual client, a time limit per
 * request, and every request recorded (scripts/soak/recorder.ts). A request that gets no answer
 * resolves to null rather than throwing: the client carries on, and the soak reports it.
 *
 * One exception, as browsers make it: a GET reset on a reused keep-alive connection before any
 * answer (the server closed the idle connection as the request went out) is sent again once and
 * counted as a retry, not as a request without an answer.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import type { NoAnswer, Recorder } from './recorder.ts'

export interface SoakRequest {
  route: string
  url: string | URL
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Statuses this action may get. */
  expect: readonly number[]
  timeoutMs?: number
  /** Send `Expect: 100-continue` and the body only after `100 Continue` (or a second), as curl does. */
  expectContinue?: boolean
  /** A few words on what was sent, for the report (a 6 MB JPEG, a form without its end). */
  what?: string
}

export interface SoakAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  json<T>(): T
}

const DEFAULT_TIMEOUT_MS = 30_000
const SNIPPET = 240

/** Why a request failed, from its error: what the report calls it. */
function classifyError(error: unknown): NoAnswer {
  const code = (error as { code?: string } | null)?.code
  if (code === 'SOAK_TIMEOUT') return 'timeout'
  if (code === 'ECONNREFUSED') return 'refused'
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'reset'
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED') return 'closed'
  return 'error'
}

const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text)

interface RawResult {
  answer?: SoakAnswer
  error?: unknown
  reusedSocket: boolean
}

function sendOnce(agent: Agent, req: SoakRequest): Promise<RawResult> {
  return new Promise((resolve) => {
    const body = typeof req.body === 'string' ? Buffer.from(req.body) : req.body
    const headers: Record<string, string> = { ...req.headers }
    if (body) headers['Content-Length'] = String(body.byteLength)
    if (req.expectContinue) headers.Expect = '100-continue'
    const outgoing = request(req.url, { method: req.method ?? 'GET', agent, headers })
    let settled = false
    let answered = false
    const settle = (result: Omit<RawResult, 'reusedSocket'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, reusedSocket: outgoing.reusedSocket })
    }
    const timer = setTimeout(() => {
      outgoing.destroy(Object.assign(new Error('no answer in time'), { code: 'SOAK_TIMEOUT' }))
    }, req.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    // A server may answer and close before the whole body is written; the answer counts, as in curl.
    outgoing.on('error', (error) => {
      if (!answered) settle({ error })
    })
    outgoing.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', (error) => settle({ error }))
      res.on('end', () => {
        const data = Buffer.concat(chunks)
        settle({
          answer: {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          },
        })
      })
    })
    let sent = false
    const send = () => {
      if (sent || answered) return
      sent = true
      outgoing.end(body)
    }
    if (!req.expectContinue) return send()
    outgoing.on('continue', send)
    setTimeout(send, 1000).unref()
    outgoing.flushHeaders()
  })
}

export interface SoakHttp {
  send(req: SoakRequest): Promise<SoakAnswer | null>
  /**
   * Sends the head of a POST with `declared` bytes of Content-Length and only the first
   * `body.byteLength`, then hangs up without waiting: a phone that lost its signal.
   */
  cutOff(req: {
    route: string
    url: URL
    headers: Record<string, string>
    declared: number
    body: Buffer
  }): Promise<void>
  /** GETs sent again after a reset on a reused keep-alive connection. */
  retries(): number
  close(): void
}

export function createHttp(recorder: Recorder, client: string): SoakHttp {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 })
  let retries = 0
  return {
    async send(req) {
      const started = performance.now()
      const at = new Date().toISOString()
      let result = await sendOnce(agent, req)
      const method = req.method ?? 'GET'
      if (
        result.error &&
        result.reusedSocket &&
        method === 'GET' &&
        classifyError(result.error) === 'reset'
      ) {
        retries++
        result = await sendOnce(agent, req)
      }
      const ms = performance.now() - started
      const what = req.what ? `${req.what}: ` : ''
      if (result.answer) {
        const { status, body } = result.answer
        const unexpected = status >= 500 || !req.expect.includes(status)
        recorder.record({
          route: req.route,
          client,
          answer: status,
          ms,
          expected: req.expect,
          at,
          ...(unexpected
            ? { detail: `${what}${method} ${String(req.url)} → ${status} ${snippet(body.toString('utf8'))}` }
            : {}),
        })
        return result.answer
      }
      const error = result.error as Error | undefined
      recorder.record({
        route: req.route,
        client,
        answer: classifyError(error),
        ms,
        expected: req.expect,
        at,
        detail: `${what}${method} ${String(req.url)}: ${error?.message ?? 'no answer'}`,
      })
      return null
    },

    cutOff({ route, url, headers, declared, body }) {
      const started = performance.now()
      const at = new Date().toISOString()
      return new Promise((resolve) => {
        const socket = connect(Number(url.port), url.hostname)
        let failed: unknown
        socket.on('error', (error) => (failed = error))
        socket.on('close', () => {
          const ms = performance.now() - started
          // Refused means the stack was not there: that is a request without an answer.
          const answer = failed && classifyError(failed) === 'refused' ? 'refused' : 'cut off'
          recorder.record({
            route,
            client,
            answer,
            ms,
            expected: [],
            at,
            detail: `${body.byteLength} of ${declared} bytes, then closed${failed ? `: ${String(failed)}` : ''}`,
          })
          resolve()
        })
        socket.on('connect', () => {
          const head = Object.entries({ ...headers, 'Content-Length': String(declared) })
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('')
          socket.write(`POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n${head}\r\n`)
          socket.write(body, () => socket.destroy())
        })
      })
    },

    retries: () => retries,
    close: () => agent.destroy(),
  }
}
