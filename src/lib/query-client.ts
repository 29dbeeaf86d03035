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
import { notify } from '../islands/ui/toast.tsx'
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

/** The toast for one failed mutation, or none when its meta opts out. */
function toastMutationFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (meta?.errorToast !== false) toastFailure(error, meta)
}

/** The toast for one failed read (after its retries), when its meta asks for one. */
function toastReadFailure(error: unknown, meta: ReadFailureMeta | undefined): void {
  if (meta?.errorTitle !== undefined) toastFailure(error, meta)
}

function toastFailure(error: unknown, meta: ReadFailureMeta | undefined): void {
  notify({
    title: meta?.errorTitle ?? DEFAULT_FAILURE_TITLE,
    description: describeApiError(error, meta?.errorFallback),
    variant: 'destructive',
  })
}

/** A client with the product's defaults; tests make their own, pages share `queryClient`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastReadFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationFailure(error, mutation.meta),
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
