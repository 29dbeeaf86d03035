/**
 * /admin/users (SPEC.md section 2; DESIGN.md section 4): every account with its role, Make
 * Admin / Remove Admin, and Delete (a person's request to be forgotten: their sign-in, profile
 * and unpublished photos go). The API has the last word: nobody may remove their own admin
 * right and the last admin can never be removed. The table shows both rules before anyone
 * tries, and shows the server's message when it refuses anyway (another admin may have
 * changed roles since the list loaded). Accounts come a page at a time; the search looks
 * through the loaded ones, and the last-admin rule counts admins in the database.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { formatSydneyDay } from '../../../domain/booking.ts'
import { LAST_ADMIN_REMOVAL, SELF_ADMIN_REMOVAL, type Profile } from '../../../domain/profile.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { usePagedList } from '../../shared/paged-list.ts'
import { useFocusKeptIn } from '../../shared/use-focus-kept-in.ts'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog, useConfirm } from '../../ui/confirm-dialog.tsx'
import { EmailAddress } from '../../ui/email-address.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { notify } from '../../ui/toast.tsx'
import { stackOnPhone, TableHead } from '../../ui/table-head.tsx'
import { adminScreen, type AdminSession } from '../admin-guard.tsx'
import { afterCountedChange, dashboardQueries } from '../dashboard/dashboard-queries.ts'
import { matchesEmail, userQueries } from './user-queries.ts'

const roleLook = (row: Profile) =>
  row.is_admin
    ? 'bg-brand-700 text-white'
    : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'

export default adminScreen(Users)

function Users({ session }: { session: AdminSession }) {
  const id = useId()
  const [search, setSearch] = useState('')
  const [refusal, setRefusal] = useState<{ title: string; email: string; message: string } | null>(null)
  // Where the focus goes once a deleted account's row (and the button that asked) is gone.
  const table = useRef<HTMLElement>(null)
  useFocusKeptIn(table)
  const rowList = useRef<HTMLTableSectionElement>(null)
  const { query: users, items: rows } = usePagedList({
    ...userQueries.list(),
    meta: { errorTitle: 'Error fetching users' },
  })
  const stats = useQuery(dashboardQueries.stats())

  /** A refusal shows above the table as well as in the toast: its row may have moved since. */
  const refusable = (title: string) => ({
    meta: { errorTitle: title },
    onMutate: () => setRefusal(null),
    onError: (error: Error, target: Profile) =>
      setRefusal({ title, email: target.email, message: describeApiError(error) }),
  })

  const toggle = useMutation({
    mutationFn: (target: Profile) => api.profiles.update(target.id, { is_admin: !target.is_admin }),
    ...refusable('Error updating role'),
    onSuccess: (saved) => {
      afterCountedChange(userQueries.all(), { saved })
      notify({
        title: 'Role Updated',
        description: "The user's role has been updated successfully",
        variant: 'success',
      })
    },
  })

  const remove = useMutation({
    mutationFn: (target: Profile) => api.profiles.remove(target.id),
    ...refusable('Error deleting account'),
    onSuccess: (_, target) => {
      afterCountedChange(userQueries.all(), { removedId: target.id })
      notify({ title: 'Account deleted', description: `${target.email} is deleted.`, variant: 'success' })
    },
  })
  const confirmDelete = useConfirm({ onConfirm: remove.mutateAsync, close: 'when-settled' })

  const visible = rows.filter((row) => matchesEmail(row.email, search))
  // Until the count arrives, the loaded admins stand in for it.
  const adminCount = stats.data?.profiles.admins ?? rows.filter((row) => row.is_admin).length

  return (
    <div>
      <AdminPageHeading back title="User Management" subtitle="Manage user accounts and permissions" />

      <section
        ref={table}
        tabIndex={-1}
        aria-label="User accounts"
        className="rounded-2xl border border-slate-200 bg-white shadow-sm focus:outline-hidden dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5 dark:border-slate-800">
          <SearchField
            id={`${id}-search`}
            label="Search by email"
            showLabel
            placeholder="Search users..."
            value={search}
            onValue={setSearch}
            className="w-full sm:max-w-sm"
          />
          <RefreshButton reads={[users, stats]} />
        </div>

        {refusal && (
          <div
            role="alert"
            className="m-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 sm:m-5 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{refusal.title}</p>
            <p className="mt-1">
              {refusal.email}: {refusal.message}
            </p>
          </div>
        )}

        <QueryState
          query={users}
          loading="Loading users..."
          failure="Error fetching users"
          empty={
            visible.length === 0 && (
              <p className="p-10 text-center text-slate-600 dark:text-slate-300">
                No users found matching your search criteria
              </p>
            )
          }
        >
          <div className="overflow-x-auto">
            <table className={`w-full min-w-[44rem] text-left text-sm ${stackOnPhone.table}`}>
              <caption className="sr-only">
                User accounts, newest first ({visible.length} of {rows.length})
              </caption>
              <TableHead
                columns={['User', 'Email', 'Role', 'Join Date', 'Actions']}
                className={`bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300 ${stackOnPhone.head}`}
                cellClassName="px-5 py-3"
              />
              <tbody
                ref={rowList}
                className={`divide-y divide-slate-200 dark:divide-slate-800 ${stackOnPhone.body}`}
              >
                {visible.map((row) => (
                  <UserRow
                    key={row.id}
                    row={row}
                    self={row.id === session.me.id}
                    lastAdmin={row.is_admin && adminCount <= 1}
                    busy={
                      (toggle.isPending && toggle.variables?.id === row.id) ||
                      (remove.isPending && remove.variables.id === row.id)
                    }
                    locked={toggle.isPending || remove.isPending}
                    onToggle={() => toggle.mutate(row)}
                    onDelete={() => confirmDelete.ask(row)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </QueryState>
      </section>
      <LoadMore query={users} label="Load more users" list={rowList} />
      <ConfirmDialog {...confirmDelete.dialog} title="Delete this account?" confirmLabel="Delete account">
        <p>
          {confirmDelete.item?.email} will no longer be able to sign in. Their photos waiting for review go
          too; photos already in the gallery stay. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}

function UserRow({
  row,
  self,
  lastAdmin,
  busy,
  locked,
  onToggle,
  onDelete,
}: {
  row: Profile
  self: boolean
  lastAdmin: boolean
  busy: boolean
  locked: boolean
  onToggle: () => void
  onDelete: () => void
}) {
  const noteId = useId()
  // Removing is refused for your own right and for the last admin; granting always works.
  const notes = row.is_admin
    ? [self && SELF_ADMIN_REMOVAL, lastAdmin && LAST_ADMIN_REMOVAL].filter(Boolean)
    : []
  const blocked = notes.length > 0
  const letter = (row.email.trim()[0] ?? '?').toUpperCase()
  return (
    <tr className={`align-top ${stackOnPhone.row}`} data-user-row={row.email}>
      <td className={`px-5 py-4 ${stackOnPhone.cell}`}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100 flex size-9 shrink-0 items-center justify-center rounded-full font-bold"
          >
            {letter}
          </span>
          <span className="text-slate-700 dark:text-slate-300">User</span>
        </div>
      </td>
      <td className={`px-5 py-4 font-medium text-slate-900 dark:text-white ${stackOnPhone.cell}`}>
        <EmailAddress email={row.email} />
        {self && <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">(you)</span>}
      </td>
      <td className={`px-5 py-4 ${stackOnPhone.cell}`}>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${roleLook(row)}`}>
          {row.is_admin ? 'Admin' : 'User'}
        </span>
      </td>
      {/* Stacked on a phone the column's name is gone (read by screen readers only), so it is shown before the date (with empty alternative text: a screen reader still has the column's name). */}
      <td
        className={`px-5 py-4 whitespace-nowrap text-slate-700 max-sm:before:content-['Joined_'_/_''] dark:text-slate-300 ${stackOnPhone.cell}`}
      >
        <time dateTime={row.created_at}>{formatSydneyDay(row.created_at)}</time>
      </td>
      <td className={`px-5 py-4 ${stackOnPhone.cell}`}>
        <Button
          variant={row.is_admin ? 'secondary' : 'primary'}
          size="sm"
          disabled={blocked || locked}
          pending={busy}
          aria-describedby={blocked ? noteId : undefined}
          onClick={onToggle}
        >
          {row.is_admin ? 'Remove Admin' : 'Make Admin'}
          <span className="sr-only"> {row.email}</span>
        </Button>
        {/* Your own account is deleted from your account page, not from the list of others. */}
        {!self && (
          <Button
            variant="danger-subtle"
            size="sm"
            className="ml-2"
            disabled={(row.is_admin && lastAdmin) || locked}
            onClick={onDelete}
          >
            Delete<span className="sr-only"> {row.email}</span>
          </Button>
        )}
        {blocked && (
          <p id={noteId} className="mt-1.5 max-w-56 text-xs text-slate-600 dark:text-slate-400">
            {notes.map((note) => `${note}.`).join(' ')}
          </p>
        )}
      </td>
    </tr>
  )
}
