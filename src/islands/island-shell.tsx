/**
 * What every island renders inside, without the query client: the error boundary, and a toast
 * left by the page before (after a redirect). For an island that never queries the API (the
 * sign-in form), so its page does not load TanStack Query and the API client.
 */
import { useEffect, type ReactNode } from 'react'
import { ISLAND_COMMITTED } from '../lib/island-committed.ts'
import { IslandErrorBoundary } from './island-error-boundary.tsx'
import { showPendingToast } from './shared/toast.tsx'

export function IslandShell({ children }: { children: ReactNode }) {
  useEffect(showPendingToast, [])
  useEffect(() => {
    dispatchEvent(new Event(ISLAND_COMMITTED))
  }, [])
  return <IslandErrorBoundary>{children}</IslandErrorBoundary>
}
