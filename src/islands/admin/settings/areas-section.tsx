/** The service areas, in order: the quote form offers them and the home page's areas section lists them. */
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_SERVICE_AREAS } from '../../../domain/business-settings.ts'
import { Field, FieldError, Input } from '../../ui/field.tsx'
import type { SettingsFormValues } from './settings-model.ts'
import { AddRowButton, RemoveRowButton, SettingsSection } from './settings-section.tsx'
import { SortableRows } from '../../ui/sortable-rows.tsx'

export function AreasSection() {
  const { control, register, watch, formState } = useFormContext<SettingsFormValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'service_areas' })
  const names = watch('service_areas')
  const errors = formState.errors.service_areas
  const listError = errors?.message ?? errors?.root?.message

  return (
    <SettingsSection
      title="Service areas"
      intro="In the order the home page lists them; the quote form offers the same areas."
    >
      <SortableRows
        label="Service areas"
        items={fields.map((field, index) => ({ id: field.id, label: names[index]?.name ?? '' }))}
        onMove={move}
      >
        {(index) => (
          <div className="flex items-start gap-1.5 sm:gap-2">
            <Field
              label={`Area ${index + 1}`}
              error={errors?.[index]?.name?.message ?? errors?.[index]?.message}
              inline="from-sm"
              labelClassName="shrink-0 tabular-nums sm:w-16"
              className="flex-1"
            >
              <Input {...register(`service_areas.${index}.name`)} type="text" />
            </Field>
            <RemoveRowButton
              label={`Remove ${names[index]?.name || `area ${index + 1}`}`}
              onRemove={() => remove(index)}
              className="mt-0.5 max-sm:mt-7"
            />
          </div>
        )}
      </SortableRows>
      {listError && (
        <div className="mt-2">
          <FieldError alert>{listError}</FieldError>
        </div>
      )}
      <AddRowButton
        onAdd={() => append({ name: '' }, { shouldFocus: false })}
        focus={`service_areas.${fields.length}.name`}
        full={fields.length >= MAX_SERVICE_AREAS}
      >
        Add an area
      </AddRowButton>
    </SettingsSection>
  )
}
