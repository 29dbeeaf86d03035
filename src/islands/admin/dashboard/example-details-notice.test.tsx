import { screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'
import type { DashboardStats } from '../../../domain/stats.ts'
import { api } from '../../../lib/api-client.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'
import { dashboardQueries } from './dashboard-queries.ts'
import { ExampleDetailsNotice } from './example-details-notice.tsx'

/** GET /api/stats's answer on a site whose settings were saved or not. */
const stats = (saved: boolean): DashboardStats => ({
  posts: 3,
  gallery: { approved: 2, pending: 0, rejected: 0 },
  enquiries: { total: 1, open: 1 },
  profiles: { total: 2, admins: 1 },
  settings: { saved },
})

/** Says when the dashboard's answer has arrived, as the cards beside the notice do. */
function Answered() {
  return useQuery(dashboardQueries.stats()).data ? <p>answered</p> : null
}

describe("the dashboard's notice of the example business details", () => {
  test('shows while the settings were never saved, and leads to them', async () => {
    vi.spyOn(api, 'stats').mockResolvedValue(stats(false))
    renderWithQueries(<ExampleDetailsNotice />)
    const note = await screen.findByRole('note', {
      name: 'The site still shows the example business details',
    })
    expect(note.textContent).toContain('ABN and licences are the examples it came with')
    expect(screen.getByRole('link', { name: 'Business Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    )
  })

  test('says nothing once an admin has saved them', async () => {
    vi.spyOn(api, 'stats').mockResolvedValue(stats(true))
    renderWithQueries(
      <>
        <ExampleDetailsNotice />
        <Answered />
      </>,
    )
    // The same answer reaches both in one render: once it shows, the notice has had it too.
    await screen.findByText('answered')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
