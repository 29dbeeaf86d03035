/**
 * The settings form's values and the API's answers in its terms. The form is the domain's
 * BusinessSettings but for the service areas, which are `{ name }` rows (a field array needs
 * objects); the schema checks the rows and pipes the whole into the domain's schema, so every
 * message is the API's own.
 */
import { z } from 'zod'
import { BusinessSettingsSchema, type BusinessSettings } from '../../../domain/business-settings.ts'
import { ApiError } from '../../../lib/api-client.ts'

const AreaRowSchema = z.object({ name: BusinessSettingsSchema.shape.service_areas.element })

export const SettingsFormSchema = BusinessSettingsSchema.extend({ service_areas: z.array(AreaRowSchema) })
  .transform(({ service_areas, ...settings }) => ({
    ...settings,
    service_areas: service_areas.map((area) => area.name),
  }))
  .pipe(BusinessSettingsSchema)

export type SettingsFormValues = z.input<typeof SettingsFormSchema>

export function toFormValues(settings: BusinessSettings): SettingsFormValues {
  return { ...settings, service_areas: settings.service_areas.map((name) => ({ name })) }
}

/** The form's name for a field the API names (`settings.service_areas.2` is the third area's name). */
function formPathOf(apiPath: string): string {
  const path = apiPath.replace(/^settings\./, '')
  return /^service_areas\.\d+$/.test(path) ? `${path}.name` : path
}

/** The API's refusal with its paths in the form's terms, so each message lands on its field. */
export function inFormTerms(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error
  const issues = error.issues.map((issue) => ({ ...issue, path: formPathOf(issue.path) }))
  return new ApiError(error.code, error.message, error.status, issues)
}

/** A new testimonial's id: the domain allows lowercase letters, digits and dashes. */
export function newTestimonialId(): string {
  return `testimonial-${crypto.randomUUID().slice(0, 8)}`
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409
