/** The business's legal name, ABN, year founded and licences: the footer, the © line and the legal pages. */
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_LICENCES } from '../../../domain/business-settings.ts'
import { Field, FieldError, Input, Legend } from '../../ui/field.tsx'
import type { SettingsFormValues } from './settings-model.ts'
import { AddRowButton, PairRow, pairFirst, pairSecond, SettingsSection } from './settings-section.tsx'

export function LegalSection() {
  const { control, register, watch, formState } = useFormContext<SettingsFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'licences' })
  const licences = watch('licences')
  const errors = formState.errors
  const listError = errors.licences?.message ?? errors.licences?.root?.message

  return (
    <SettingsSection
      title="Business and licences"
      intro="Shown in the footer of every page, in the about section, on the legal pages and to search engines. NSW requires a contractor's licence number on its advertising, so keep these exact."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="legal_name"
          label="Legal name"
          hint="The name registered with the ABN, like Harbourline Services Pty Ltd."
          required
          className="sm:col-span-2"
        >
          <Input type="text" />
        </Field>
        <Field
          name="abn"
          label="ABN"
          hint="The 11-digit Australian Business Number, as on ABN Lookup (abr.business.gov.au) or your invoices."
          required
        >
          <Input type="text" inputMode="numeric" placeholder="51 824 753 556" />
        </Field>
        <Field
          label="Year founded"
          hint="The about section says the business has been local since then."
          error={errors.founded?.message}
          required
        >
          <Input {...register('founded', { valueAsNumber: true })} type="text" inputMode="numeric" />
        </Field>
      </div>
      <fieldset className="mt-5">
        <Legend>Licences</Legend>
        <ul className="mt-2 flex flex-col gap-3" aria-label="Licences">
          {fields.map((field, index) => (
            <PairRow
              key={field.id}
              removeLabel={`Remove the ${licences[index]?.name || 'new'} licence`}
              onRemove={() => remove(index)}
            >
              <Field
                name={`licences.${index}.name`}
                label="Licence"
                className={`${pairFirst} sm:w-auto sm:flex-1`}
              >
                <Input type="text" placeholder="Electrical Contractor Licence" />
              </Field>
              <Field
                name={`licences.${index}.number`}
                label="Number"
                className={`${pairSecond} sm:w-44 sm:flex-none`}
              >
                <Input type="text" />
              </Field>
            </PairRow>
          ))}
        </ul>
      </fieldset>
      {listError && (
        <div className="mt-2">
          <FieldError alert>{listError}</FieldError>
        </div>
      )}
      <AddRowButton
        onAdd={() => append({ name: '', number: '' }, { shouldFocus: false })}
        focus={`licences.${fields.length}.name`}
        full={fields.length >= MAX_LICENCES}
      >
        Add a licence
      </AddRowButton>
    </SettingsSection>
  )
}
