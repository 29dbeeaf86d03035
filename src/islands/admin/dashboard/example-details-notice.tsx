import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
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
    <div
      role="note"
      aria-labelledby="example-details-heading"
      className="mb-8 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 id="example-details-heading" className="font-semibold">
          The site still shows the example business details
        </h2>
        <p className="mt-1 text-sm">
          Its phone numbers, e-mail, address, ABN and licences are the examples it came with. Enter yours in{' '}
          <a href="/admin/settings" className="font-semibold underline underline-offset-2">
            Business Settings
          </a>{' '}
          and save them: the site is published again with them.
        </p>
      </div>
    </div>
  )
}
