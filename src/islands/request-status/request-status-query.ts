/** The status page's one read, and what its changes do to it. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerRequest } from '../../domain/request-status.ts'
import { api } from '../../lib/api-client.ts'

export const requestStatusQuery = (link: string) =>
  queryOptions({
    queryKey: ['request-status', link],
    queryFn: () => api.requestStatus.read(link),
  })

/** Puts the request a change answered with in place of the one read. */
export function useShowAnswer(link: string): (request: CustomerRequest) => void {
  const queryClient = useQueryClient()
  return (request) => queryClient.setQueryData(requestStatusQuery(link).queryKey, request)
}

/** A change of the request with no input (cancel, stop e-mails): its answer is shown at once. */
export function useRequestChange(
  link: string,
  change: (link: string) => Promise<CustomerRequest>,
  errorTitle: string,
) {
  const show = useShowAnswer(link)
  return useMutation({ mutationFn: () => change(link), onSuccess: show, meta: { errorTitle } })
}
