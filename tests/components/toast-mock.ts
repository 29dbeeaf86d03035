/**
 * The toast module as component tests replace it, so a test can say what was toasted:
 * `vi.mock('<path to>/ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))`.
 * The toast's own tests mount the real toaster.
 */
import { vi } from 'vitest'

export const notify = vi.fn()
export const notifyAfterRedirect = vi.fn()
export const showPendingToast = vi.fn()
