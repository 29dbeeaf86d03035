/**
 * At most `concurrency` jobs run at a time and at most `maxWaiting` more wait their turn, in
 * order; beyond that `run` refuses at once with `whenFull()`. For work that needs a lot of
 * memory or CPU per job (decoding uploaded images): a burst costs quick refusals, not the
 * instance. The count is per process, which is what memory is.
 */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>
  /** Throws `whenFull()` now when `run` would: lets a caller refuse before it reads its input. */
  refuseIfFull(): void
  /** Jobs running now. */
  readonly running: number
  /** Jobs waiting for a free place. */
  readonly waiting: number
}

export function createWorkQueue({
  concurrency,
  maxWaiting,
  whenFull,
}: {
  concurrency: number
  maxWaiting: number
  whenFull: () => Error
}): WorkQueue {
  let running = 0
  const line: (() => void)[] = []
  const full = () => running >= concurrency && line.length >= maxWaiting
  return {
    refuseIfFull() {
      if (full()) throw whenFull()
    },
    async run(job) {
      if (running < concurrency) running += 1
      else if (line.length < maxWaiting) await new Promise<void>((resolve) => line.push(resolve))
      else throw whenFull()
      try {
        return await job()
      } finally {
        const next = line.shift()
        // The place passes straight to the next in line, so no newcomer can take it first.
        if (next) next()
        else running -= 1
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return line.length
    },
  }
}
