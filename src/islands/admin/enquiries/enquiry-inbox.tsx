/**
 * /admin/enquiries (DESIGN.md section 5): what visitors sent through the contact form, newest
 * first, a page at a time, filtered by whether someone has dealt with it yet (by the API); each
 * can be marked handled (or reopened, if marked by mistake) or deleted for good (a customer's
 * request; enquiries older than two years are deleted by a scheduled job). Each shows whether
 * its e-mails went out. The filter counts are the database's (GET /api/stats).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  ENQUIRY_MAILS,
  ENQUIRY_SERVICE_LABELS,
  type Enquiry,
  type EnquiryMail,
  type EnquiryMailKind,
} from '../../../domain/enquiry.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { IslandRoot } from '../../island-root.tsx'
import { notify } from '../../shared/toast.tsx'
import { AdminGuard, Spinner } from '../admin-guard.tsx'
import { AdminPageHeading } from '../admin-ui.tsx'
import { ConfirmDialog } from '../shared/content-ui.tsx'
import { dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { LoadMore, patchLoadedPages, usePagedList } from '../shared/paged-list.tsx'
import { enquiryQueries } from './enquiry-queries.ts'

type Filter = 'unhandled' | 'handled' | 'all'
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'unhandled', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
]

const received = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

const MAIL_NAMES: Record<EnquiryMailKind, string> = {
  business: 'the notice to the office',
  customer: 'the confirmation to the customer',
}

/** Whether the enquiry's e-mails went out, in a sentence for the admin. */
function describeMail(mail: EnquiryMail): string {
  const missing = ENQUIRY_MAILS.filter((kind) => !mail.sent.includes(kind)).map((kind) => MAIL_NAMES[kind])
  const what = missing.join(' and ')
  switch (mail.state) {
    case 'sent':
      return 'Notice to the office and confirmation to the customer sent.'
    case 'pending':
      return mail.attempts === 0
        ? `Sending ${what}.`
        : `Not sent yet (${mail.last_error}): ${what}. Trying again${
            mail.next_attempt_at ? ` at ${received.format(new Date(mail.next_attempt_at))}` : ''
          }.`
    case 'failed':
      return `Could not send ${what} after ${mail.attempts} attempts (${mail.last_error}). Reply to the customer yourself.`
  }
}

export default function EnquiryInbox() {
  return (
    <IslandRoot>
      <AdminGuard>{() => <Inbox />}</AdminGuard>
    </IslandRoot>
  )
}

function Inbox() {
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<Filter>('unhandled')
  const { query: enquiries, items: visible } = usePagedList(
    enquiryQueries.list(filter === 'all' ? undefined : filter === 'handled'),
  )
  const stats = useQuery(dashboardQueries.stats())

  useEffect(() => {
    if (enquiries.error) {
      notify({
        title: 'Error fetching enquiries',
        description: describeApiError(enquiries.error),
        variant: 'destructive',
      })
    }
  }, [enquiries.error])

  const mark = useMutation({
    mutationFn: ({ enquiry, handled }: { enquiry: Enquiry; handled: boolean }) =>
      api.enquiries.update(enquiry.id, { handled }),
    onSuccess: (updated) => {
      patchLoadedPages(enquiryQueries.all(), { saved: updated })
      void queryClient.invalidateQueries({ queryKey: enquiryQueries.all() })
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })
      notify({
        title: updated.handled ? 'Enquiry handled' : 'Enquiry reopened',
        description: updated.handled
          ? `The enquiry from ${updated.name} is marked as handled.`
          : `The enquiry from ${updated.name} is back on the list to handle.`,
        variant: 'success',
      })
    },
    onError: (error) =>
      notify({
        title: 'Error updating enquiry',
        description: describeApiError(error),
        variant: 'destructive',
      }),
  })

  const [confirming, setConfirming] = useState<Enquiry | null>(null)
  const remove = useMutation({
    mutationFn: (enquiry: Enquiry) => api.enquiries.remove(enquiry.id),
    onSuccess: (_, enquiry) => {
      patchLoadedPages(enquiryQueries.all(), { removedId: enquiry.id })
      void queryClient.invalidateQueries({ queryKey: enquiryQueries.all() })
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() })
      notify({
        title: 'Enquiry deleted',
        description: `The enquiry from ${enquiry.name} is deleted.`,
        variant: 'success',
      })
    },
    onError: (error) =>
      notify({
        title: 'Error deleting enquiry',
        description: describeApiError(error),
        variant: 'destructive',
      }),
    onSettled: () => setConfirming(null),
  })

  const totals = stats.data?.enquiries
  const counts = totals && {
    unhandled: totals.unhandled,
    handled: totals.total - totals.unhandled,
    all: totals.total,
  }

  return (
    <div>
      <AdminPageHeading
        back
        title="Enquiries"
        subtitle="Messages sent through the contact form, newest first."
        actions={
          <button
            type="button"
            className="btn btn-outline"
            disabled={enquiries.isFetching}
            onClick={() => {
              void enquiries.refetch()
              void stats.refetch()
            }}
          >
            {enquiries.isFetching && <Spinner className="size-4" />}
            Refresh
          </button>
        }
      />

      <div role="group" aria-label="Show enquiries" className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className="aria-pressed:bg-brand-700 dark:aria-pressed:bg-brand-600 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-transparent aria-pressed:text-white dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {label} ({counts ? counts[value] : '…'})
          </button>
        ))}
      </div>

      {enquiries.isPending ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 p-10 text-slate-600 dark:text-slate-300"
        >
          <Spinner />
          Loading enquiries...
        </p>
      ) : enquiries.isError && !enquiries.data ? (
        <p role="alert" className="p-10 text-center text-red-800 dark:text-red-200">
          Error fetching enquiries: {describeApiError(enquiries.error)}
        </p>
      ) : visible.length === 0 ? (
        <Empty filter={filter} total={counts?.all ?? 0} />
      ) : (
        <ul className="space-y-4" aria-label="Enquiries">
          {visible.map((enquiry) => (
            <EnquiryCard
              key={enquiry.id}
              enquiry={enquiry}
              busy={
                (mark.isPending && mark.variables?.enquiry.id === enquiry.id) ||
                (remove.isPending && remove.variables.id === enquiry.id)
              }
              onMark={(handled) => mark.mutate({ enquiry, handled })}
              onDelete={() => setConfirming(enquiry)}
            />
          ))}
        </ul>
      )}
      <LoadMore query={enquiries} label="Load more enquiries" />
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this enquiry?"
        confirmLabel="Delete enquiry"
        onConfirm={() => confirming && remove.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          The enquiry from {confirming?.name} ({confirming?.email}) will be deleted for good. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}

function Empty({ filter, total }: { filter: Filter; total: number }) {
  const [title, text] =
    total === 0
      ? ['No enquiries yet', 'Messages sent through the contact form on the website will appear here.']
      : filter === 'unhandled'
        ? ['All caught up', 'Every enquiry has been handled.']
        : filter === 'handled'
          ? ['No handled enquiries', 'Enquiries you mark as handled will appear here.']
          : ['No enquiries yet', 'Messages sent through the contact form on the website will appear here.']
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  )
}

function EnquiryCard({
  enquiry,
  busy,
  onMark,
  onDelete,
}: {
  enquiry: Enquiry
  busy: boolean
  onMark: (handled: boolean) => void
  onDelete: () => void
}) {
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-enquiry={enquiry.email}
    >
      <article aria-label={`Enquiry from ${enquiry.name}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">{enquiry.name}</h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Received{' '}
              <time dateTime={enquiry.created_at}>{received.format(new Date(enquiry.created_at))}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {enquiry.handled ? (
              <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
                Handled
              </span>
            ) : (
              <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-50">
                Not handled
              </span>
            )}
          </div>
        </div>

        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600 dark:text-slate-400">Email</dt>
          <dd>
            <a
              href={`mailto:${enquiry.email}`}
              className="text-brand-700 dark:text-brand-300 font-medium break-all underline-offset-2 hover:underline"
            >
              {enquiry.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Phone</dt>
          <dd>
            {enquiry.phone ? (
              <a
                href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 dark:text-brand-300 font-medium underline-offset-2 hover:underline"
              >
                {enquiry.phone}
              </a>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">Not given</span>
            )}
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Service</dt>
          <dd className="text-slate-800 dark:text-slate-200">
            {enquiry.service ? ENQUIRY_SERVICE_LABELS[enquiry.service] : 'Not specified'}
          </dd>
          {enquiry.mail && (
            <>
              <dt className="font-medium text-slate-600 dark:text-slate-400">E-mails</dt>
              <dd className="text-slate-800 dark:text-slate-200" data-mail-state={enquiry.mail.state}>
                {describeMail(enquiry.mail)}
              </dd>
            </>
          )}
        </dl>

        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
          {enquiry.message}
        </p>

        <div className="mt-4 flex flex-wrap items-center gap-3">
          {enquiry.handled ? (
            <>
              {enquiry.handled_at && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Handled{' '}
                  <time dateTime={enquiry.handled_at}>{received.format(new Date(enquiry.handled_at))}</time>
                </p>
              )}
              <button
                type="button"
                className="btn btn-outline px-3 py-1.5"
                disabled={busy}
                onClick={() => onMark(false)}
              >
                {busy && <Spinner className="size-4" />}
                Mark as not handled
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary px-3 py-1.5"
              disabled={busy}
              onClick={() => onMark(true)}
            >
              {busy && <Spinner className="size-4" />}
              Mark as handled
            </button>
          )}
          <button
            type="button"
            className="btn ml-auto px-3 py-1.5 text-red-800 hover:bg-red-50 dark:text-red-200 dark:hover:bg-red-950"
            disabled={busy}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  )
}
