/** Opening hours: each weekday closed, or open from a time to a time; and the public-holiday note. */
import { useFormContext } from 'react-hook-form'
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../../../domain/business-settings.ts'
import { Checkbox, Field, Input, Legend } from '../../ui/field.tsx'
import type { SettingsFormValues } from './settings-model.ts'
import { SettingsSection } from './settings-section.tsx'

export function HoursSection() {
  return (
    <SettingsSection
      title="Opening hours"
      intro="Shown in the footer, on the home and service pages, in the e-mails and to search engines."
    >
      <div className="flex flex-col gap-3">
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} />
        ))}
      </div>
      <Field
        name="hours.holiday_note"
        label="Public holidays"
        hint='Shown beside the hours, like "Closed on public holidays". Leave empty to say nothing.'
        className="mt-5"
      >
        <Input type="text" />
      </Field>
    </SettingsSection>
  )
}

/** One day's row: a group named by the day, so its fields read "Saturday, Opens". */
function DayHours({ day }: { day: Weekday }) {
  const { register, watch } = useFormContext<SettingsFormValues>()
  const closed = watch(`hours.week.${day}.closed`)
  return (
    <fieldset className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_8rem_1fr_1fr] dark:border-slate-700">
      <Legend>
        <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
      </Legend>
      <p aria-hidden className="pt-2 font-semibold text-slate-900 dark:text-white">
        {WEEKDAY_NAMES[day]}
      </p>
      <Checkbox label="Closed" {...register(`hours.week.${day}.closed`)} className="pt-2.5" />
      {closed ? (
        <p className="pt-2 text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">Closed all day</p>
      ) : (
        <>
          <Field name={`hours.week.${day}.opens`} label="Opens" inline>
            <Input type="time" className="w-auto" />
          </Field>
          <Field name={`hours.week.${day}.closes`} label="Closes" inline>
            <Input type="time" className="w-auto" />
          </Field>
        </>
      )}
    </fieldset>
  )
}
