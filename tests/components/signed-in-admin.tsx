/**
 * The admin guard as screen tests replace it: the screen renders at once, signed in as an admin,
 * inside the page's island root. The guard's own checks are tested with the guard.
 * `vi.mock('<path to>/admin/admin-guard.tsx', () => import('#tests/components/signed-in-admin.tsx'))`
 */
import type { ReactNode } from 'react'
import { IslandRoot } from '../../src/islands/island-root.tsx'

export function adminScreen(Screen: () => ReactNode) {
  return function SignedIn() {
    return (
      <IslandRoot>
        <Screen />
      </IslandRoot>
    )
  }
}
