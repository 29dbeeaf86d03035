/**
 * What every island renders inside: the page's shared query client, the error boundary, and
 * a toast left by the page before (after a redirect).
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { queryClient } from '../lib/query-client.ts'
import { IslandErrorBoundary } from './island-error-boundary.tsx'
import { showPendingToast } from './shared/toast.tsx'

export function IslandRoot({ children }: { children: ReactNode }) {
  useEffect(showPendingToast, [])
  return (
    <IslandErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IslandErrorBoundary>
  )
}
