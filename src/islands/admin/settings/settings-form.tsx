/**
 * The business settings as one form on the recipe (docs/how-to/add-a-form.md): the domain's
 * schema checks it, the API's refusals land on their fields, and a save sends the version the
 * form started from, so a save made meanwhile by someone else is a 409 the form explains,
 * with Reload to start again from theirs.
 */
import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import type { StoredSettings } from '../../../domain/business-settings.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { FieldError } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { Form } from '../../ui/form/form.tsx'
import { notify } from '../../ui/toast.tsx'
import { publishQueries } from '../blog/publish-queries.ts'
import { AreasSection } from './areas-section.tsx'
import { ContactSection } from './contact-section.tsx'
import { HoursSection } from './hours-section.tsx'
import { LegalSection } from './legal-section.tsx'
import { LinksSection } from './links-section.tsx'
import { inFormTerms, isConflict, SettingsFormSchema, toFormValues } from './settings-model.ts'
import { settingsQueries } from './settings-queries.ts'
import { TestimonialsSection } from './testimonials-section.tsx'

export function SettingsForm({ stored }: { stored: StoredSettings }) {
  const queryClient = useQueryClient()
  // The version this form's values started from; the API refuses a save from an older one.
  const [version, setVersion] = useState(stored.version)
  const [reloading, setReloading] = useState(false)

  const { form, formProps, pending, formError, mutation } = useApiForm({
    schema: SettingsFormSchema,
    defaultValues: toFormValues(stored.settings),
    meta: { errorTitle: 'Settings not saved' },
    mutationFn: async (settings) => {
      try {
        return await api.settings.save({ settings, version })
      } catch (error) {
        throw inFormTerms(error)
      }
    },
    onSuccess: (saved) => {
      startFrom(saved)
      notify({
        title: 'Settings saved',
        description: 'The public site is being rebuilt with them: every page shows them in a minute or so.',
        variant: 'success',
      })
      // The save started a rebuild: the status line asks again, then polls until it is live.
      void queryClient.invalidateQueries({ queryKey: publishQueries.all() })
    },
  })

  function startFrom(saved: StoredSettings) {
    queryClient.setQueryData(settingsQueries.current().queryKey, saved)
    setVersion(saved.version)
    form.reset(toFormValues(saved.settings))
  }

  async function reload() {
    setReloading(true)
    try {
      startFrom(await queryClient.query(settingsQueries.current()))
      mutation.reset()
    } catch (error) {
      notify({ title: 'Could not reload', description: describeApiError(error), variant: 'destructive' })
    } finally {
      setReloading(false)
    }
  }

  const conflict = isConflict(mutation.error)
  return (
    <Form form={form} {...formProps} aria-label="Business settings" className="flex flex-col gap-6">
      <ContactSection />
      <LegalSection />
      <HoursSection />
      <AreasSection />
      <TestimonialsSection />
      <LinksSection />
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white/95 py-4 dark:border-slate-800 dark:bg-slate-950/95">
        {conflict ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <FieldError>{describeApiError(mutation.error)}</FieldError>
            <Button
              variant="secondary"
              pending={reloading}
              icon={<RefreshCw aria-hidden className="size-4" />}
              onClick={() => void reload()}
            >
              Reload the settings
            </Button>
          </div>
        ) : (
          // Cleared with the failure (a reload resets it), not only by the next save.
          mutation.isError && formError && <FieldError alert>{formError}</FieldError>
        )}
        <div>
          <Button type="submit" pending={pending} disabled={reloading}>
            {pending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      </div>
    </Form>
  )
}
