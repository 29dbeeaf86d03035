/**
 * What the store contract suites share (content-stores.ts): a suite per port with a fresh store
 * for each test, reading
 * a list page by page, and checking that a call fails with a given AppError code.
 */
import { beforeEach, describe, expect } from 'vitest'
import { AppError, type ErrorCode } from '../../domain/api-error.ts'
import type { Page } from '../../domain/page.ts'

export interface ContractOptions {
  /**
   * Whether the test database isolates concurrent transactions. The in-process Firestore
   * emulator does not (tests/helpers/firestore-emulator.ts), so races are checked where it does.
   */
  isolatesConcurrentWrites?: boolean
}

/**
 * Opens a fresh store before each test of the enclosing describe; the object returned stands
 * for whichever store the running test opened.
 */
function freshEachTest<S extends object>(open: () => Promise<S>): S {
  let current: S | undefined
  beforeEach(async () => {
    current = await open()
  })
  return new Proxy({} as S, {
    get(_, key) {
      if (!current) throw new Error('the store is opened before each test, not while the suite is described')
      const value: unknown = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
}

/** A port's contract suite as each adapter runs it: `name` is the adapter's. */
export type StoreContract<S> = (name: string, open: () => Promise<S>, options?: ContractOptions) => void

/**
 * Declares the contract of the port named `port`: each adapter's suite is titled with the
 * adapter and the port, and every test gets a fresh store.
 */
export function storeContract<S extends object>(
  port: string,
  body: (store: S, options: Required<ContractOptions>) => void,
): StoreContract<S> {
  return (name, open, { isolatesConcurrentWrites = true } = {}) => {
    describe(`${name} ${port}`, () => body(freshEachTest(open), { isolatesConcurrentWrites }))
  }
}

export const items = async <T>(page: Promise<Page<T>>): Promise<T[]> => (await page).items

/** Three records written out of order, `write(minutesOld)`, come back from `list` newest first. */
export async function expectNewestFirst<T extends { id: string }>(
  write: (minutesOld: number) => Promise<T>,
  list: () => Promise<Page<T>>,
): Promise<void> {
  const old = await write(100)
  const newest = await write(1)
  const middle = await write(50)
  expect((await items(list())).map((record) => record.id)).toEqual([newest.id, middle.id, old.id])
}

/** Every item of a list read `limit` at a time, and how many pages that took. */
export async function readAll<T>(
  list: (page: { cursor?: string | null; limit: number }) => Promise<Page<T>>,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const all: T[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page: Page<T> = await list({ cursor, limit })
    expect(page.items.length).toBeLessThanOrEqual(limit)
    all.push(...page.items)
    cursor = page.next
    pages++
  } while (cursor !== null && pages < 100)
  return { items: all, pages }
}

export async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected an AppError '${code}', but the call succeeded`)
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AppError)
  expect((error as AppError).code).toBe(code)
  return error as AppError
}
