import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makeAuditEntry, makeProfile } from '#tests/factories/index.ts'
import { api, ApiError } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import ActivityScreen from './activity-log.tsx'

vi.mock('../../ui/toast.tsx', () => import('#tests/components/toast-mock.ts'))
vi.mock('../admin-guard.tsx', () => import('#tests/components/signed-in-admin.tsx'))

const ana = makeProfile({ id: 'uid-ana', email: 'ana@harbourline.example', is_admin: true })
const ben = makeProfile({ id: 'uid-ben', email: 'ben@harbourline.example', is_admin: true })

const statusChange = makeAuditEntry({
  at: '2026-03-03T05:05:00.000Z',
  actor_id: ana.id,
  actor_email: ana.email,
  kind: 'enquiry',
  action: 'status changed',
  target: { type: 'enquiry', id: 'e1', label: 'Quote request received 2 Mar 2026' },
  summary: 'Status: quoted → booked',
})
const titleChange = makeAuditEntry({
  at: '2026-03-02T23:00:00.000Z',
  actor_id: ben.id,
  actor_email: ben.email,
  kind: 'gallery',
  action: 'updated',
  target: { type: 'gallery image', id: 'g1', label: 'New switchboard' },
  summary: 'Title: "Old" → "New switchboard"',
})

function renderScreen(activity: typeof api.activity) {
  const list = vi.spyOn(api, 'activity').mockImplementation(activity)
  vi.spyOn(api.profiles, 'admins').mockResolvedValue([ana, ben])
  const user = userEvent.setup()
  render(<ActivityScreen />)
  return { user, list }
}

afterEach(() => queryClient.clear())

describe('the activity screen', () => {
  test('lists entries newest first: when in Sydney time, who, what, which record, the change; Load more reads on', async () => {
    const { user, list } = renderScreen(async ({ cursor } = {}) =>
      cursor ? { items: [titleChange], next: null } : { items: [statusChange], next: 'page-2' },
    )
    const table = await screen.findByRole('table', { name: 'Activity' })
    const first = within(table).getAllByRole('row')[1]!
    // 05:05 UTC on 3 March is 4:05 pm in Sydney (daylight time).
    expect(first?.textContent).toContain('3 Mar 2026, 4:05 pm')
    expect(first?.textContent).toContain('ana@harbourline.example')
    expect(first?.textContent).toContain('Enquiries: status changed')
    expect(first?.textContent).toContain('Quote request received 2 Mar 2026')
    expect(first?.textContent).toContain('Status: quoted → booked')

    await user.click(screen.getByRole('button', { name: 'Load more activity' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('Title: "Old" → "New switchboard"')
    expect(list).toHaveBeenLastCalledWith({ cursor: 'page-2' })
    expect(screen.queryByRole('button', { name: 'Load more activity' })).toBeNull()
  })

  test('the filters: a person among the admins, a kind and Sydney days, each sent to the API', async () => {
    const { user, list } = renderScreen(async () => ({ items: [statusChange], next: null }))
    await screen.findByRole('table', { name: 'Activity' })
    const person = screen.getByLabelText('Person')
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Everyone', 'ana@harbourline.example', 'ben@harbourline.example']),
    )
    await user.selectOptions(person, ben.id)
    await user.selectOptions(screen.getByLabelText('Kind'), 'gallery')
    await user.type(screen.getByLabelText('From'), '2026-03-01')
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        actor: ben.id,
        kind: 'gallery',
        from: '2026-03-01',
        cursor: null,
      }),
    )
  })

  test('says when there is nothing yet, and when nothing matches', async () => {
    const { user } = renderScreen(async () => ({ items: [], next: null }))
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Kind'), 'account')
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeTruthy()
  })

  test('a log that cannot be read says why', async () => {
    renderScreen(async () => {
      throw new ApiError('forbidden', 'Only admins can read the activity log', 403)
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error fetching activity: Only admins can read the activity log',
    )
  })
})
