/**
 * One TanStack Query client per page, shared by every island on it (Astro bundles this module
 * once). Client errors (4xx) are answers, not glitches, so they are never retried.
 *
 * A failed mutation is told in one place (STYLE.md section 4): the cache's `onError` shows the
 * destructive toast with the API's message. A mutation says how through its `meta`
 * (docs/decisions/036-one-form-recipe.md):
 *
 *   useMutation({ mutationFn, meta: { errorTitle: 'Error deleting post' } })
 *   useMutation({ mutationFn, meta: { errorToast: false } }) // the form shows the failure itself
 *
 * A failed read is toasted the same way, but only where the screen asks for it: most reads
 * show their failure in place (`QueryState`), and a public page only logs it.
 *
 *   useQuery({ ...userQueries.list(), meta: { errorTitle: 'Error fetching users' } })
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { notify, type ToastMessage } from '../islands/ui/toast.tsx'
import { ApiError, describeApiError } from './api-client.ts'

export type FailureMeta = {
  /** The failure toast's title, e.g. 'Error deleting post'; 'Error' when left out. */
  errorTitle?: string
  /** The toast's text for a failure that carries no message of its own. */
  errorFallback?: string
  /** `false`: no toast; the form (or the caller) shows this failure itself. */
  errorToast?: false
}

/** A read's toast: shown only when the query names its `errorTitle`. */
export type ReadFailureMeta = Pick<FailureMeta, 'errorTitle' | 'errorFallback'>

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FailureMeta
    queryMeta: ReadFailureMeta
  }
}

const DEFAULT_FAILURE_TITLE = 'Error'

type Notify = (message: ToastMessage) => void

/** The toast for one failed mutation or read, titled and worded from its meta. */
const failureToast = (error: unknown, meta: ReadFailureMeta | undefined): ToastMessage => ({
  title: meta?.errorTitle ?? DEFAULT_FAILURE_TITLE,
  description: describeApiError(error, meta?.errorFallback),
  variant: 'destructive',
})

/**
 * A client with the product's defaults; tests make their own, pages share `queryClient`.
 * Failures are shown through `notifyFailure` (the kit's toast; a unit test passes a spy).
 */
export function createQueryClient(notifyFailure: Notify = notify): QueryClient {
  return new QueryClient({
    // A read's toast is shown only when the query names its `errorTitle`; a mutation's unless its
    // meta opts out.
    queryCache: new QueryCache({
      onError: (error, { meta }) => {
        if (meta?.errorTitle !== undefined) notifyFailure(failureToast(error, meta))
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, { meta }) => {
        if (meta?.errorToast !== false) notifyFailure(failureToast(error, meta))
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
