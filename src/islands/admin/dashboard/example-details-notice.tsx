import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { DashboardNote } from './dashboard-note.tsx'
import { dashboardQueries } from './dashboard-queries.ts'

/**
 * A new site shows the example business it came with (its phone, ABN and licences) until an
 * admin first saves the settings: said here, where every admin lands, until then. It reads the
 * dashboard's one answer (GET /api/stats), so the dashboard makes no second request.
 */
export function ExampleDetailsNotice() {
  const stats = useQuery(dashboardQueries.stats())
  if (stats.data?.settings.saved !== false) return null
  return (
    <DashboardNote
      id="example-details-heading"
      icon={<TriangleAlert className="size-5" />}
      title="The site still shows the example business details"
    >
      Its phone numbers, e-mail, address, ABN and licences are the examples it came with. Enter yours in{' '}
      <a href="/admin/settings" className="font-semibold underline underline-offset-2">
        Business Settings
      </a>{' '}
      and save them: the site is published again with them.
    </DashboardNote>
  )
}
