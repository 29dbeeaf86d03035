import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'

interface Reloadable {
  isFetching: boolean
  refetch: () => Promise<unknown>
}

/** An admin screen's Refresh: asks the API again for each of its reads, busy while the first reloads. */
export function RefreshButton({
  reads: [main, ...others],
  icon = true,
  children = 'Refresh',
}: {
  reads: [Reloadable, ...Reloadable[]]
  icon?: boolean
  children?: ReactNode
}) {
  return (
    <Button
      variant="secondary"
      pending={main.isFetching}
      icon={icon && <RefreshCw aria-hidden className="size-4" />}
      onClick={() => [main, ...others].forEach((read) => void read.refetch())}
    >
      {children}
    </Button>
  )
}
