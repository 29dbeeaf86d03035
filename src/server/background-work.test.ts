import { describe, expect, test } from 'vitest'
import { answerAfterItsWork, inBackground } from './background-work.ts'

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
