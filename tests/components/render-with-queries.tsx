/**
 * Rendering a component that reads or writes through TanStack Query on a client of its own, so
 * no answer is left cached for the next test. A rerender keeps the same client.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createQueryClient } from '../../src/lib/query-client.ts'

export function renderWithQueries(ui: ReactNode, userOptions?: Parameters<typeof userEvent.setup>[0]) {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { user: userEvent.setup(userOptions), ...render(ui, { wrapper }) }
}
