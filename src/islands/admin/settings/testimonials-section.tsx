/** Testimonials on the home page, in order: add, edit, reorder, hide (kept, but not shown) or remove. */
import { Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { MAX_TESTIMONIALS } from '../../../domain/business-settings.ts'
import { Button } from '../../ui/button.tsx'
import { Checkbox, Field, Input, Legend, TextArea } from '../../ui/field.tsx'
import { newTestimonialId, type SettingsFormValues } from './settings-model.ts'
import { AddRowButton, SettingsSection } from './settings-section.tsx'
import { SortableRows } from '../../ui/sortable-rows.tsx'

export function TestimonialsSection() {
  const { control, watch } = useFormContext<SettingsFormValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'testimonials', keyName: 'key' })
  const items = watch('testimonials')

  return (
    <SettingsSection
      title="Testimonials"
      intro="What customers said, in the order the home page shows them. A hidden one is kept here but not shown."
    >
      <SortableRows
        label="Testimonials"
        items={fields.map((field, index) => ({ id: field.key, label: items[index]?.name ?? '' }))}
        onMove={move}
      >
        {(index) => <Testimonial index={index} onRemove={() => remove(index)} />}
      </SortableRows>
      <AddRowButton
        onAdd={() =>
          append(
            { id: newTestimonialId(), name: '', text: '', suburb: '', hidden: false },
            { shouldFocus: false },
          )
        }
        focus={`testimonials.${fields.length}.name`}
        full={fields.length >= MAX_TESTIMONIALS}
      >
        Add a testimonial
      </AddRowButton>
    </SettingsSection>
  )
}

function Testimonial({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, watch } = useFormContext<SettingsFormValues>()
  const [name, hidden] = watch([`testimonials.${index}.name`, `testimonials.${index}.hidden`])
  const title = name?.trim() || 'New testimonial'
  return (
    <fieldset className={hidden ? 'opacity-70' : undefined}>
      <Legend>
        {title}
        {hidden && (
          <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">(hidden)</span>
        )}
      </Legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Field name={`testimonials.${index}.name`} label="Customer's name" required>
          <Input type="text" />
        </Field>
        <Field name={`testimonials.${index}.suburb`} label="Suburb">
          <Input type="text" />
        </Field>
        <Field name={`testimonials.${index}.text`} label="What they said" required className="sm:col-span-2">
          <TextArea rows={3} />
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Hide from the site" {...register(`testimonials.${index}.hidden`)} />
        <Button
          variant="secondary"
          size="sm"
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={onRemove}
          aria-label={`Remove the testimonial from ${title}`}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  )
}
