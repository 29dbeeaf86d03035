import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { settingsQueries } from '../settings/settings-queries.ts'

/**
 * A new site shows the example business it came with (its phone, ABN and licences) until an
 * admin first saves the settings (version 0): said here, where every admin lands, until then.
 */
export function ExampleDetailsNotice() {
  const settings = useQuery(settingsQueries.current())
  if (settings.data?.version !== 0) return null
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
