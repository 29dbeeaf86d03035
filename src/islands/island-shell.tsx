/**
 * What every island renders inside, without the query client: the error boundary, and a toast
 * left by the page before (after a redirect). For an island that never queries the API (the
 * sign-in form), so its page does not load TanStack Query and the API client.
 */
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'
import { ISLAND_COMMITTED } from '../lib/island-committed.ts'
import { IslandErrorBoundary } from './island-error-boundary.tsx'
import { showPendingToast } from './ui/toast.tsx'

export function IslandShell({ children }: { children: ReactNode }) {
  // A hidden element of the island's own, so the commit is told to this island alone. Beside
  // the content, not around it: client:visible watches the island's children for a box, and a
  // box-less wrapper would never come into view.
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(showPendingToast, [])
  useEffect(() => {
    marker.current?.dispatchEvent(new Event(ISLAND_COMMITTED, { bubbles: true }))
  }, [])
  return (
    <>
      <IslandErrorBoundary>{children}</IslandErrorBoundary>
      <span ref={marker} hidden />
    </>
  )
}

/** An island's export: `Island` rendered inside `Frame` (the shell, or the root), with the page's props. */
export function islandIn<Props extends object>(
  Frame: ComponentType<{ children: ReactNode }>,
  Island: ComponentType<Props>,
) {
  return function InFrame(props: Props) {
    return (
      <Frame>
        <Island {...props} />
      </Frame>
    )
  }
}

/** An island's export inside the shell alone (no query client). */
export const withIslandShell = <Props extends object>(Island: ComponentType<Props>) =>
  islandIn(IslandShell, Island)
