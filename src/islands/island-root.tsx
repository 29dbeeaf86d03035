/**
 * What every island that reads the API renders inside: the shell (error boundary, pending
 * toast) and the page's shared query client.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { queryClient } from '../lib/query-client.ts'
import { islandIn, IslandShell } from './island-shell.tsx'

export function IslandRoot({ children }: { children: ReactNode }) {
  return (
    <IslandShell>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IslandShell>
  )
}

/** An island's export: `Island` rendered inside the root, with the props the page gives it. */
export const withIslandRoot = <Props extends object>(Island: ComponentType<Props>) =>
  islandIn(IslandRoot, Island)
