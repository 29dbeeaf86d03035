/**
 * The local stack's deploy hook: what production's publish workflow is, on this machine. The
 * API calls it (DEPLOY_HOOK_URL and DEPLOY_HOOK_TOKEN in functions/.secret.local, written by
 * stack.ts) with the same request it sends GitHub; it answers 202 at once and rebuilds the site
 * in the background, one build at a time. A build starts a moment after the call that asks for it
 * (`settleMs`), as a workflow run starts some seconds after its dispatch: the saves of one burst
 * (a post and its image, a test's setup) make one build, not two. Calls that arrive during a
 * build make one more build after it, however many they are: the next build reads every change
 * at its start. That build is skipped when the one before it began after the last change
 * (publishSite).
 */
import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { describeOutcome, publishSite, type PublishOutcome, type PublishTarget } from './publish-site.ts'
import { publishHookPort } from './stack.ts'

export interface PublishHook {
  /** Resolves once no build is running or waiting. */
  idle(): Promise<void>
  close(): Promise<void>
}

export interface PublishHookOptions {
  token: string
  /** Opens what a rebuild works on (the local stack: localTarget(dataDir)). */
  openTarget: () => PublishTarget | Promise<PublishTarget>
  /** Every line the builds print, and a timed line per call and per outcome (`PUBLISH_EVENT`). */
  log: (text: string) => void
  /** Told of every finished build. */
  report: (outcome: PublishOutcome) => void
  port?: number
  /** How long after a call, when no build is running, the build starts. */
  settleMs?: number
}

/** How the hook's calls and outcomes start their lines in its log: `npm test` lists them on failure. */
export const PUBLISH_EVENT = '--- '
const event = (text: string) => `\n${PUBLISH_EVENT}${new Date().toISOString()} ${text}\n`

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`)
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export async function startPublishHook({
  token,
  openTarget,
  log,
  report,
  port = publishHookPort,
  settleMs = 1_000,
}: PublishHookOptions): Promise<PublishHook> {
  let running: Promise<void> | null = null
  /** Whether the running build has begun: before that, a call is covered by what it will read. */
  let begun = false
  let again = false

  /** Answers a call; returns what the log says of it. */
  function requestBuild(): string {
    if (running && !begun) return 'Hook called: the build about to start covers it'
    if (running) {
      again = true
      return 'Hook called during a build: one more build follows it'
    }
    begun = false
    running = (async () => {
      await new Promise((resolve) => setTimeout(resolve, settleMs))
      begun = true
      do {
        again = false
        const target = await openTarget()
        try {
          const outcome = await publishSite(target, { log })
          log(event(describeOutcome(outcome)))
          report(outcome)
        } finally {
          await target.close()
        }
      } while (again)
    })()
      .catch((error: unknown) => log(`The rebuild could not record its outcome: ${String(error)}\n`))
      .finally(() => {
        running = null
      })
    return 'Hook called'
  }

  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'POST' || request.url !== '/rebuild') return answer(404, { error: 'not found' })
    if (!sameToken(request.headers.authorization, token)) return answer(401, { error: 'unauthorised' })
    request.resume()
    log(event(requestBuild()))
    answer(202, { accepted: true })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })

  const idle = async () => {
    while (running) await running
  }
  return {
    idle,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await idle()
    },
  }
}
