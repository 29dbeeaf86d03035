/**
 * /admin/settings, 'Business Settings': the facts the site and the e-mails say (contact
 * details, opening hours, service areas, testimonials, links), edited by admins. A save
 * rebuilds the public site; the status line above the form says when it shows them.
 */
import { useQuery } from '@tanstack/react-query'
import { AdminPageHeading } from '../../ui/page-heading.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { adminScreen } from '../admin-guard.tsx'
import { SiteStatusBar } from '../blog/publish-status.tsx'
import { SettingsForm } from './settings-form.tsx'
import { settingsQueries } from './settings-queries.ts'

export const SettingsScreen = adminScreen(Settings)

function Settings() {
  const settings = useQuery({ ...settingsQueries.current(), meta: { errorTitle: 'Error loading settings' } })
  return (
    <div>
      <AdminPageHeading
        title="Business Settings"
        subtitle="The business's details as the website and the e-mails show them."
        back
      />
      <SiteStatusBar />
      <QueryState query={settings} loading="Loading settings..." failure="Error loading settings">
        {/* The form starts from what was read once; it keeps its own copy while it is edited. */}
        {settings.data && <SettingsForm stored={settings.data} />}
      </QueryState>
    </div>
  )
}
