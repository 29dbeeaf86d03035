/**
 * /admin/enquiries (DESIGN.md section 5): the leads, in one inbox. Messages from the contact
 * form and quote requests (with their job details and private photos), newest first, a page at
 * a time, filtered by status (every open one by default), kind and a search, all by the API.
 * Each moves through new, contacted, quoted, booked, done or lost, collects the admins' notes,
 * says whether its e-mails went out, and can be deleted for good (a customer's request;
 * enquiries older than two years are deleted by a scheduled job). Counts are GET /api/stats's.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { Inbox as InboxIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type Enquiry,
} from '../../../domain/enquiry.ts'
import { api } from '../../../lib/api-client.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog, useConfirm } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field, Options, Select } from '../../ui/field.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { notify } from '../../ui/toast.tsx'
import { useFocusKeptIn } from '../../shared/use-focus-kept-in.ts'
import { useSearch } from '../../shared/use-search.ts'
import { adminScreen } from '../admin-guard.tsx'
import { afterCountedChange, dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { EnquiryCard } from './enquiry-card.tsx'
import { enquiryQueries, type InboxFilter } from './enquiry-queries.ts'

export default adminScreen(Inbox)

function Inbox() {
  const [choice, setChoice] = useState<InboxFilter>({ status: 'open' })
  const search = useSearch('on-submit')
  const filter = { ...choice, q: search.searched }
  const { query: enquiries, items: visible } = usePagedList({
    ...enquiryQueries.list(filter),
    meta: { errorTitle: 'Error fetching enquiries' },
  })
  const stats = useQuery(dashboardQueries.stats())
  // A request deleted, or moved out of the status shown, takes the focused control with it.
  const inbox = useRef<HTMLElement>(null)
  useFocusKeptIn(inbox)
  const cards = useRef<HTMLUListElement>(null)

  const remove = useMutation({
    mutationFn: (enquiry: Enquiry) => api.enquiries.remove(enquiry.id),
    meta: { errorTitle: 'Error deleting enquiry' },
    onSuccess: (_, enquiry) => {
      afterCountedChange(enquiryQueries.all(), { removedId: enquiry.id })
      notify({
        title: 'Enquiry deleted',
        description: `The ${enquiry.kind === 'quote' ? 'quote request' : 'enquiry'} from ${enquiry.name} is deleted.`,
        variant: 'success',
      })
    },
  })
  const confirmDelete = useConfirm({ onConfirm: remove.mutateAsync, close: 'when-settled' })
  const confirming = confirmDelete.item

  const totals = stats.data?.enquiries
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${value})`)
  // '' stands for no filter of that kind.
  const filterBy = (key: 'status' | 'kind') => (value: string) =>
    setChoice({ ...choice, [key]: value || undefined } as InboxFilter)

  return (
    <div>
      <AdminPageHeading
        back
        title="Enquiries"
        subtitle="Messages from the contact form and quote requests, newest first."
        actions={<RefreshButton reads={[enquiries, stats]} icon={false} />}
      />

      <div className="mb-6 grid gap-3 sm:grid-cols-[10rem_10rem_1fr]">
        <FilterSelect
          label="Status"
          value={filter.status ?? ''}
          options={[
            { value: 'open', label: `Open${count(totals?.open)}` },
            ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] })),
            { value: '', label: `All${count(totals?.total)}` },
          ]}
          onChange={filterBy('status')}
        />
        <FilterSelect
          label="Kind"
          value={filter.kind ?? ''}
          options={[
            { value: '', label: 'Both' },
            ...ENQUIRY_KINDS.map((kind) => ({ value: kind, label: `${ENQUIRY_KIND_LABELS[kind]}s` })),
          ]}
          onChange={filterBy('kind')}
        />
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            search.submit()
          }}
        >
          <SearchField
            label="Search"
            showLabel
            value={search.text}
            placeholder="Name, e-mail, phone, suburb, words of the message"
            onValue={search.setText}
            className="flex-1"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>

      <section ref={inbox} tabIndex={-1} aria-label="Inbox" className="focus:outline-hidden">
        <QueryState
          query={enquiries}
          loading="Loading enquiries..."
          failure="Error fetching enquiries"
          empty={visible.length === 0 && <Empty filter={filter} total={totals?.total ?? 0} />}
        >
          <ul ref={cards} className="space-y-4" aria-label="Enquiries">
            {visible.map((enquiry) => (
              <EnquiryCard
                key={enquiry.id}
                enquiry={enquiry}
                deleting={remove.isPending && remove.variables.id === enquiry.id}
                onSaved={(saved) => afterCountedChange(enquiryQueries.all(), { saved })}
                onDelete={() => confirmDelete.ask(enquiry)}
              />
            ))}
          </ul>
        </QueryState>
        <LoadMore query={enquiries} label="Load more enquiries" list={cards} />
      </section>
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={confirming?.kind === 'quote' ? 'Delete this quote request?' : 'Delete this enquiry?'}
        confirmLabel="Delete"
      >
        <p>
          The {confirming?.kind === 'quote' ? 'quote request, its photos' : 'enquiry'} and its notes from{' '}
          {confirming?.name} ({confirming?.email}) will be deleted for good. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}

/** One of the inbox's filters: a labelled select. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <Field id={`inbox-${label.toLowerCase()}`} label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <Options options={options} />
      </Select>
    </Field>
  )
}

function Empty({ filter, total }: { filter: InboxFilter; total: number }) {
  const [title, text] =
    total === 0
      ? ['No enquiries yet', 'Messages and quote requests sent through the website will appear here.']
      : filter.q
        ? ['Nothing found', `No enquiry here matches "${filter.q}".`]
        : filter.status === 'open' && !filter.kind
          ? ['All caught up', 'Every enquiry is done or lost.']
          : ['None here', 'No enquiry has this status and kind.']
  return <EmptyState icon={<InboxIcon />} heading="h2" title={title} text={text} />
}
