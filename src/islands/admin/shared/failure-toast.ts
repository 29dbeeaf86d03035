import { useEffect } from 'react'
import { describeApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'

/**
 * Shows the specification's toast once per failed read (`title` with the server's message),
 * e.g. 'Error fetching blog posts'.
 */
export function useFailureToast(title: string, error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (!error) return
    notify({ title, description: describeApiError(error), variant: 'destructive' })
  }, [title, error, errorUpdatedAt])
}
