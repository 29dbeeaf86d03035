import { describe, expect, test } from 'vitest'
import { createWorkQueue } from './work-queue.ts'

/** A job the test finishes by hand, which records when it started. */
function manualJob(name: string, started: string[]) {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  let markStarted!: () => void
  const hasStarted = new Promise<void>((resolve) => (markStarted = resolve))
  return {
    job: () => {
      started.push(name)
      markStarted()
      return done
    },
    hasStarted,
    finish: () => finish(name),
    fail: (error: Error) => fail(error),
  }
}

class QueueFull extends Error {}
const makeQueue = () =>
  createWorkQueue({ concurrency: 2, maxWaiting: 1, whenFull: () => new QueueFull('busy') })

describe('createWorkQueue', () => {
  test('runs two at a time, lets one wait and refuses the next without running it', async () => {
    const queue = makeQueue()
    const started: string[] = []
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => manualJob(name, started))
    const runs = [queue.run(a!.job), queue.run(b!.job), queue.run(c!.job)]
    await expect(queue.run(d!.job)).rejects.toBeInstanceOf(QueueFull)
    expect(started).toEqual(['a', 'b'])
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 1 })

    a!.finish()
    await c!.hasStarted
    expect(started).toEqual(['a', 'b', 'c'])
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 0 })

    b!.finish()
    c!.finish()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c'])
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 })
    expect(started).not.toContain('d')
  })

  test('refuseIfFull throws exactly when run would refuse', async () => {
    const queue = makeQueue()
    const started: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => manualJob(name, started))
    const runs = [queue.run(a!.job), queue.run(b!.job)]
    expect(() => queue.refuseIfFull()).not.toThrow() // two running, the line empty
    runs.push(queue.run(c!.job))
    expect(() => queue.refuseIfFull()).toThrow(QueueFull)
    for (const job of [a, b, c]) job!.finish()
    await Promise.all(runs)
    expect(() => queue.refuseIfFull()).not.toThrow()
  })

  test('waiting jobs start in the order they came', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 3, whenFull: () => new QueueFull() })
    const started: string[] = []
    const jobs = ['first', 'second', 'third', 'fourth'].map((name) => manualJob(name, started))
    const runs = jobs.map((job) => queue.run(job.job))
    for (const job of jobs) {
      job.finish()
      await job.hasStarted
    }
    expect(await Promise.all(runs)).toEqual(['first', 'second', 'third', 'fourth'])
    expect(started).toEqual(['first', 'second', 'third', 'fourth'])
  })

  test('a failed job frees its place and its caller gets the error', async () => {
    const queue = makeQueue()
    const started: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => manualJob(name, started))
    const failing = queue.run(a!.job)
    const other = queue.run(b!.job)
    const waiting = queue.run(c!.job)
    a!.fail(new Error('could not decode'))
    await expect(failing).rejects.toThrow('could not decode')
    await c!.hasStarted
    b!.finish()
    c!.finish()
    expect(await Promise.all([other, waiting])).toEqual(['b', 'c'])
    expect(queue.running).toBe(0)
  })

  test('a job that throws before returning a promise frees its place too', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, whenFull: () => new QueueFull() })
    await expect(
      queue.run(() => {
        throw new Error('synchronous failure')
      }),
    ).rejects.toThrow('synchronous failure')
    expect(await queue.run(async () => 'ran')).toBe('ran')
  })

  test('a caller refused while full gets in once a place is free', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, whenFull: () => new QueueFull() })
    const started: string[] = []
    const a = manualJob('a', started)
    const running = queue.run(a.job)
    await expect(queue.run(async () => 'too early')).rejects.toBeInstanceOf(QueueFull)
    a.finish()
    await running
    expect(await queue.run(async () => 'now')).toBe('now')
  })
})
