import { expect } from 'vitest'
import { errorOf } from './test-app.ts'

/** Asserts an API refusal: the status, and the message of its error envelope. */
export async function expectRefused(response: Response, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status)
  expect((await errorOf(response)).message).toBe(message)
}
