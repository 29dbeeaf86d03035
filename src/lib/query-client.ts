/**
 * One TanStack Query client per page, shared by every island on it (Astro bundles this module
 * once). Client errors (4xx) are answers, not glitches, so they are never retried.
 */
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

export const queryClient = new QueryClient({
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
