/**
 * What every island renders inside, without the query client: the error boundary, and a toast
 * left by the page before (after a redirect). For an island that never queries the API (the
 * sign-in form), so its page does not load TanStack Query and the API client.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { ISLAND_COMMITTED } from '../lib/island-committed.ts'
import { IslandErrorBoundary } from './island-error-boundary.tsx'
import { showPendingToast } from './shared/toast.tsx'

export function IslandShell({ children }: { children: ReactNode }) {
  // A box-less element of the island's own, so the commit is told to this island alone.
  const host = useRef<HTMLDivElement>(null)
  useEffect(showPendingToast, [])
  useEffect(() => {
    host.current?.dispatchEvent(new Event(ISLAND_COMMITTED, { bubbles: true }))
  }, [])
  return (
    <div ref={host} className="contents">
      <IslandErrorBoundary>{children}</IslandErrorBoundary>
    </div>
  )
}
