import { AsyncLocalStorage } from 'node:async_hooks'

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
