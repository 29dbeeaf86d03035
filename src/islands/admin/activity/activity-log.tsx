/**
 * /admin/activity: every admin action, newest first, a page at a time: when (Sydney time),
 * who, what, which record and a short before/after; filtered by person, kind and dates. Read
 * only: nobody can edit or delete an entry (docs/decisions/043-audit-log.md).
 */
import { useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useRef, useState, type Ref } from 'react'
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditEntry, type AuditKind } from '../../../domain/audit.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { EmailAddress } from '../../ui/email-address.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field, Input, Options, Select } from '../../ui/field.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { stackOnPhone, TableHead } from '../../ui/table-head.tsx'
import { adminScreen } from '../admin-guard.tsx'
import { atSydneyTime } from '../enquiries/received-at.ts'
import { activityQueries, type ActivityFilter } from './activity-queries.ts'

export default adminScreen(ActivityLog)

function ActivityLog() {
  const [filter, setFilter] = useState<ActivityFilter>({})
  const { query: entries, items } = usePagedList({
    ...activityQueries.list(filter),
    meta: { errorTitle: 'Error fetching activity' },
  })
  const rows = useRef<HTMLTableSectionElement>(null)
  const admins = useQuery(activityQueries.admins())
  const set = (key: keyof ActivityFilter) => (value: string) =>
    setFilter({ ...filter, [key]: value || undefined })
  const filtered = Object.values(filter).some((value) => value !== undefined)

  return (
    <div>
      <AdminPageHeading
        back
        title="Activity"
        subtitle="What each admin changed, newest first. Kept for one year."
        actions={<RefreshButton reads={[entries]} icon={false} />}
      />

      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="activity-person" label="Person">
          <Select value={filter.actor ?? ''} onChange={(event) => set('actor')(event.target.value)}>
            <Options
              options={[
                { value: '', label: 'Everyone' },
                ...people(admins.data ?? [], items, filter.actor).map(({ id, email }) => ({
                  value: id,
                  label: email,
                })),
              ]}
            />
          </Select>
        </Field>
        <Field id="activity-kind" label="Kind">
          <Select value={filter.kind ?? ''} onChange={(event) => set('kind')(event.target.value)}>
            <Options
              options={[
                { value: '', label: 'Everything' },
                ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
              ]}
            />
          </Select>
        </Field>
        <Field id="activity-from" label="From" hint="Sydney time">
          <Input
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field id="activity-to" label="To" hint="Sydney time, that day included">
          <Input type="date" value={filter.to ?? ''} onChange={(event) => set('to')(event.target.value)} />
        </Field>
      </div>

      <QueryState
        query={entries}
        loading="Loading activity..."
        failure="Error fetching activity"
        empty={
          items.length === 0 && (
            <EmptyState
              icon={<History />}
              heading="h2"
              title={filtered ? 'Nothing here' : 'No activity yet'}
              text={
                filtered
                  ? 'No admin action matches these filters.'
                  : 'Changes admins make to posts, the gallery, enquiries and accounts will appear here.'
              }
            />
          )
        }
      >
        <ActivityTable entries={items} rowsRef={rows} />
      </QueryState>
      <LoadMore query={entries} label="Load more activity" list={rows} />
    </div>
  )
}

function ActivityTable({
  entries,
  rowsRef,
}: {
  entries: AuditEntry[]
  rowsRef: Ref<HTMLTableSectionElement>
}) {
  const head =
    'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300'
  // Record names and changes are what people typed: a long word wraps rather than widen the row.
  const cell = `px-3 py-3 align-top text-sm wrap-anywhere text-slate-800 dark:text-slate-200 ${stackOnPhone.cell}`
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={`w-full min-w-[48rem] ${stackOnPhone.table}`} aria-label="Activity">
        <TableHead
          columns={['When', 'Who', 'What', 'Record', 'Change']}
          className={`border-b border-slate-200 dark:border-slate-800 ${stackOnPhone.head}`}
          cellClassName={head}
        />
        <tbody
          ref={rowsRef}
          className={`divide-y divide-slate-100 dark:divide-slate-800 ${stackOnPhone.body}`}
        >
          {entries.map((entry) => (
            <tr key={entry.id} data-activity={entry.id} className={stackOnPhone.row}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.at}>{atSydneyTime(entry.at)}</time>
              </td>
              <td className={cell}>
                <EmailAddress email={entry.actor_email} />
              </td>
              <td className={cell}>
                <span className="font-medium">{kindLabel(entry.kind)}</span>: {entry.action}
              </td>
              <td className={cell}>
                {entry.target.label}
                <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.target.type}</span>
              </td>
              <td className={cell}>{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const kindLabel = (kind: AuditKind) => AUDIT_KIND_LABELS[kind]

/**
 * The person filter's choices: today's admins, and anyone else the loaded entries name (a
 * former admin), sorted by e-mail; the chosen one stays even when nothing loaded names them.
 */
function people(
  admins: readonly { id: string; email: string }[],
  entries: readonly AuditEntry[],
  chosen: string | undefined,
): { id: string; email: string }[] {
  const byId = new Map(admins.map(({ id, email }) => [id, email]))
  for (const entry of entries) if (!byId.has(entry.actor_id)) byId.set(entry.actor_id, entry.actor_email)
  if (chosen !== undefined && !byId.has(chosen)) byId.set(chosen, chosen)
  return [...byId].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email))
}
