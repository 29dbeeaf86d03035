import { describe, expect, test } from 'vitest'
import { answerAfterItsWork, createBackgroundWork, inBackground } from './background-work.ts'

const later = (ms: number, done: string[], what: string) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => void done.push(what))

describe('answerAfterItsWork', () => {
  test('the answer waits for the e-mails its request started, and for what those started', async () => {
    const done: string[] = []
    const answer = await answerAfterItsWork(async () => {
      inBackground(later(30, done, 'notice').then(() => inBackground(later(30, done, 'reminder'))))
      return 'answered'
    }, 5_000)
    expect(answer).toBe('answered')
    expect(done).toEqual(['notice', 'reminder'])
  })

  test('not past its bound: a send that hangs does not hold the answer', async () => {
    const hanging = new Promise(() => {})
    const started = Date.now()
    await answerAfterItsWork(async () => {
      inBackground(hanging)
      return 'answered'
    }, 100)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  test("another request's work, or work outside any request, is not waited for", async () => {
    const done: string[] = []
    inBackground(later(200, done, 'outside'))
    await answerAfterItsWork(async () => 'answered', 5_000)
    expect(done).toEqual([])
  })

  test('a failed send does not fail the answer', async () => {
    const answer = await answerAfterItsWork(async () => {
      inBackground(Promise.reject(new Error('SMTP refused')).catch(() => {}))
      inBackground(Promise.reject(new Error('unhandled by the caller')))
      return 'answered'
    }, 1_000)
    expect(answer).toBe('answered')
  })
})

describe('createBackgroundWork', () => {
  test('settled waits for every start, and for what a start started; a failure is logged by name', async () => {
    const done: string[] = []
    const errors: unknown[][] = []
    const background = createBackgroundWork({ error: (...args) => errors.push(args) })
    background.start(
      'The notice',
      later(30, done, 'notice').then(() => background.start('The reminder', later(30, done, 'reminder'))),
    )
    background.start('The review notice', Promise.reject(new Error('SMTP refused')))
    await background.settled()
    expect(done).toEqual(['notice', 'reminder'])
    expect(errors).toEqual([['The review notice failed', new Error('SMTP refused')]])
  })

  test("a request's answer waits for what it started through it", async () => {
    const done: string[] = []
    const background = createBackgroundWork({ error: () => {} })
    await answerAfterItsWork(async () => background.start('The notice', later(30, done, 'notice')), 5_000)
    expect(done).toEqual(['notice'])
  })
})
