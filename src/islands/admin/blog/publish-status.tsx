/**
 * Whether the public site shows what admins saved (the publish loop): a line for the whole
 * site, with Retry when publishing failed, and a badge on each post.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import type { PostPublishState } from '../../../domain/publish.ts'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { Ban, Check, RefreshCw } from 'lucide-react'
import { Spinner } from '../../ui/spinner.tsx'
import { Button } from '../../ui/button.tsx'
import { publishQueries } from './publish-queries.ts'
import { publishMoment } from './publish-time.ts'

export function SiteStatusBar() {
  const { data: status } = useQuery(publishQueries.status())
  const retry = useMutation({
    mutationFn: api.publish.retry,
    meta: { errorTitle: 'Retry failed' },
    onSuccess: (next) => queryClient.setQueryData(publishQueries.status().queryKey, next),
  })
  if (!status) return null
  const tone = {
    live: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
    publishing: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
    failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  }[status.state]
  return (
    <div
      role="status"
      aria-label="Public site"
      data-state={status.state}
      className={`mb-6 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm ${tone}`}
    >
      {status.state === 'live' && (
        <p className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Public site is live</strong> and shows every saved change
            {status.live_as_of ? ` (rebuilt from the content at ${publishMoment(status.live_as_of)})` : ''}.
          </span>
        </p>
      )}
      {status.state === 'publishing' && (
        <p className="flex items-start gap-2">
          <Spinner className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Publishing</strong> the changes saved since {publishMoment(status.pending_since!)}: the
            public site is being rebuilt.
          </span>
        </p>
      )}
      {status.state === 'failed' && (
        <>
          <p className="flex min-w-0 flex-1 items-start gap-2">
            <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Publishing failed</strong>: the public site still shows the content from before{' '}
              {publishMoment(status.pending_since!)}. Reason:{' '}
              <span data-testid="publish-failure">{status.failure?.reason}</span>
            </span>
          </p>
          <Button
            variant="secondary"
            pending={retry.isPending}
            icon={<RefreshCw aria-hidden className="size-4" />}
            onClick={() => retry.mutate()}
          >
            Retry publishing
          </Button>
        </>
      )}
    </div>
  )
}

export function PostPublishBadge({ state }: { state: PostPublishState }) {
  const label =
    state.state === 'live'
      ? 'Live'
      : state.state === 'publishing'
        ? `Publishing since ${publishMoment(state.since)}`
        : 'Not published: publishing failed'
  const tone =
    state.state === 'live'
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
      : state.state === 'publishing'
        ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100'
        : 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'
  return (
    <span
      data-testid="publish-state"
      data-state={state.state}
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {label}
    </span>
  )
}
