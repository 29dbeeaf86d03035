import { MutationObserver, QueryObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { ToastMessage } from '../islands/ui/toast.tsx'
import { ApiError } from './api-client.ts'
import { createQueryClient, type FailureMeta, type ReadFailureMeta } from './query-client.ts'

/** Where the clients below show their toasts. */
const notify = vi.fn<(message: ToastMessage) => void>()

const refusal = () => new ApiError('forbidden', 'The last admin cannot be removed', 403)
/** The toast of a failure, as the query client shows it. */
const failureToast = (title: string, description: string) => ({ title, description, variant: 'destructive' })

/** Runs one mutation on a fresh client, as useMutation would, and waits for it to settle. */
async function failMutation(meta: FailureMeta | undefined, error: unknown = refusal()) {
  const mutationFn = vi.fn(async () => Promise.reject(error))
  const observer = new MutationObserver(createQueryClient(notify), { mutationFn, ...(meta ? { meta } : {}) })
  await observer.mutate().catch(() => undefined)
  return mutationFn
}

beforeEach(() => notify.mockClear())

describe('a failed mutation', () => {
  test("shows one destructive toast with its title and the API's message, and is not retried", async () => {
    const mutationFn = await failMutation({ errorTitle: 'Error deleting account' })

    expect(notify).toHaveBeenCalledExactlyOnceWith(
      failureToast('Error deleting account', 'The last admin cannot be removed'),
    )
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })

  test("is titled 'Error' when its meta gives no title, and uses the fallback for a message-less failure", async () => {
    await failMutation({ errorFallback: 'Something went wrong. Please try again later.' }, new Error(''))

    expect(notify).toHaveBeenCalledWith(
      failureToast('Error', 'Something went wrong. Please try again later.'),
    )
  })

  test('shows no toast when the mutation shows its failure itself', async () => {
    await failMutation({ errorToast: false })

    expect(notify).not.toHaveBeenCalled()
  })

  test('toasts a mutation that declares no meta too, under the default title', async () => {
    await failMutation(undefined)

    expect(notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'Error', variant: 'destructive' }),
    )
  })
})

describe('a failed read', () => {
  /** A read on a fresh client whose retries do not wait. */
  function read(queryFn: () => Promise<unknown>, meta?: ReadFailureMeta) {
    const client = createQueryClient(notify)
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    })
    return new QueryObserver(client, { queryKey: ['read'], queryFn, ...(meta ? { meta } : {}) })
  }

  async function attempts(error: unknown) {
    const queryFn = vi.fn(async () => Promise.reject(error))
    await read(queryFn).refetch()
    return queryFn.mock.calls.length
  }

  test('is not retried when the API refused it (4xx), and tried three times when it broke', async () => {
    expect(await attempts(refusal())).toBe(1)
    expect(await attempts(new ApiError('internal', 'The server answered 500.', 500))).toBe(3)
    expect(notify).not.toHaveBeenCalled()
  })

  test("is toasted once, after its retries, with the screen's title and the API's message", async () => {
    const queryFn = vi.fn(async () =>
      Promise.reject(new ApiError('internal', 'The post store is not answering', 500)),
    )
    await read(queryFn, { errorTitle: 'Error fetching blog posts' }).refetch()

    expect(queryFn).toHaveBeenCalledTimes(3)
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      failureToast('Error fetching blog posts', 'The post store is not answering'),
    )
  })

  test('is toasted again when a reload fails while the list it had is still shown', async () => {
    const queryFn = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['a post'])
    const observer = read(queryFn, { errorTitle: 'Error fetching users' })
    await observer.refetch()
    expect(notify).not.toHaveBeenCalled()

    queryFn.mockRejectedValue(refusal())
    const reloaded = await observer.refetch()

    expect(reloaded.data).toEqual(['a post'])
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        title: 'Error fetching users',
        description: 'The last admin cannot be removed',
      }),
    )
  })

  test('is not toasted when the read names no title: its screen shows or logs the failure itself', async () => {
    await read(async () => Promise.reject(refusal()), { errorFallback: 'Try again' }).refetch()

    expect(notify).not.toHaveBeenCalled()
  })
})
