import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from './ports/logger.ts'

/**
 * Work a request starts and its answer does not wait for: e-mails. On Cloud Functions a request
 * has the CPU only until it is answered, so such work may stall for minutes after the answer
 * (and be sent again by the schedule meanwhile). The function's handler therefore answers only
 * once the work its request started has settled, up to a bound (functions/src/runtime.ts);
 * elsewhere (route tests, scripts) nothing waits and the work simply runs on.
 */
const started = new AsyncLocalStorage<Set<Promise<unknown>>>()

/** Marks `work` as started by the request being handled, if one is. */
export function inBackground(work: Promise<unknown>): void {
  started.getStore()?.add(work)
}

/** The e-mails a runtime sends after its answers: started by the services, awaited when it stops. */
export interface BackgroundWork {
  /** Runs `work` without waiting for it; a failure is logged as "<what> failed". */
  start(what: string, work: Promise<unknown>): void
  /** Resolves once everything started so far (and what that started) has settled. */
  settled(): Promise<void>
}

export function createBackgroundWork(logger: Pick<Logger, 'error'>): BackgroundWork {
  const inFlight = new Set<Promise<void>>()
  return {
    start(what, work) {
      const running = work
        .then(() => undefined)
        .catch((error: unknown) => logger.error(`${what} failed`, error))
        .finally(() => inFlight.delete(running))
      inFlight.add(running)
      inBackground(running)
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}

/**
 * Handles a request, then waits for the work it started (and the work that work started) to
 * settle, for at most `boundMs`: past that the answer goes, and the schedules pick up what is
 * left, as they do after any failure.
 */
export async function answerAfterItsWork<T>(handle: () => Promise<T>, boundMs: number): Promise<T> {
  const work = new Set<Promise<unknown>>()
  const answer = await started.run(work, handle)
  const deadline = Date.now() + boundMs
  let waited = 0
  while (work.size > waited && Date.now() < deadline) {
    waited = work.size
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.allSettled([...work]),
      new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
    ])
    clearTimeout(timer)
  }
  return answer
}
