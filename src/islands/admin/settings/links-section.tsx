/** The social links in the footer, and the Google review link the e-mails and the home page offer. */
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_SOCIAL_LINKS } from '../../../domain/business-settings.ts'
import { Field, Input, Legend } from '../../ui/field.tsx'
import type { SettingsFormValues } from './settings-model.ts'
import { AddRowButton, PairRow, pairFirst, pairSecond, SettingsSection } from './settings-section.tsx'

export function LinksSection() {
  const { control, watch } = useFormContext<SettingsFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'social' })
  const links = watch('social')

  return (
    <SettingsSection
      title="Links"
      intro="Where customers find the business elsewhere, and where they leave a review."
    >
      <Field
        name="review_url"
        label="Google review link"
        hint="Where a customer leaves a review; starts with https://."
        required
      >
        <Input type="url" />
      </Field>
      <fieldset className="mt-5">
        <Legend>Social links</Legend>
        <ul className="mt-2 flex flex-col gap-3" aria-label="Social links">
          {fields.map((field, index) => (
            <PairRow
              key={field.id}
              removeLabel={`Remove the ${links[index]?.name || 'new'} link`}
              onRemove={() => remove(index)}
            >
              <Field
                name={`social.${index}.name`}
                label="Network"
                className={`${pairFirst} sm:w-40 sm:shrink-0`}
              >
                <Input type="text" placeholder="Facebook" />
              </Field>
              <Field name={`social.${index}.href`} label="Link" className={pairSecond}>
                <Input type="url" placeholder="https://" />
              </Field>
            </PairRow>
          ))}
        </ul>
      </fieldset>
      <AddRowButton
        onAdd={() => append({ name: '', href: '' }, { shouldFocus: false })}
        focus={`social.${fields.length}.name`}
        full={fields.length >= MAX_SOCIAL_LINKS}
      >
        Add a link
      </AddRowButton>
    </SettingsSection>
  )
}
