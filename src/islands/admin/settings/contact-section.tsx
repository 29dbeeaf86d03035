/** The business's name as shown, its phones, e-mail and address. */
import { useFormContext } from 'react-hook-form'
import { Field, Input } from '../../ui/field.tsx'
import type { SettingsFormValues } from './settings-model.ts'
import { SettingsSection } from './settings-section.tsx'

const E164_HINT = 'For calls from a tap and for search engines: +61 then the number without its 0.'

export function ContactSection() {
  const { register, formState } = useFormContext<SettingsFormValues>()
  const errors = formState.errors
  return (
    <SettingsSection
      title="Contact details"
      intro="Shown in the header and footer, on the home and service pages, in the e-mails and to search engines."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Business name as shown"
          error={errors.brand?.message}
          required
          className="sm:col-span-2"
        >
          <Input {...register('brand')} type="text" autoComplete="organization" />
        </Field>
        <Field
          label="Phone"
          hint="As people read it: 02 5550 1234."
          error={errors.phone?.display?.message}
          required
        >
          <Input {...register('phone.display')} type="tel" />
        </Field>
        <Field label="Phone (international)" hint={E164_HINT} error={errors.phone?.e164?.message} required>
          <Input {...register('phone.e164')} type="tel" placeholder="+61255501234" />
        </Field>
        <Field label="Emergency phone" error={errors.emergency_phone?.display?.message} required>
          <Input {...register('emergency_phone.display')} type="tel" />
        </Field>
        <Field
          label="Emergency phone (international)"
          hint={E164_HINT}
          error={errors.emergency_phone?.e164?.message}
          required
        >
          <Input {...register('emergency_phone.e164')} type="tel" placeholder="+61255501234" />
        </Field>
        <Field
          label="Email"
          hint="Shown on the site and in the e-mails customers get. Notices of new enquiries go to the office inbox chosen when the site was set up."
          error={errors.email?.message}
          required
          className="sm:col-span-2"
        >
          <Input {...register('email')} type="email" autoComplete="email" />
        </Field>
        <Field
          label="Street address"
          error={errors.address?.street?.message}
          required
          className="sm:col-span-2"
        >
          <Input {...register('address.street')} type="text" autoComplete="street-address" />
        </Field>
        <Field label="Suburb" error={errors.address?.locality?.message} required>
          <Input {...register('address.locality')} type="text" />
        </Field>
        <div className="grid grid-cols-2 gap-5">
          <Field label="State" error={errors.address?.region?.message} required>
            <Input {...register('address.region')} type="text" />
          </Field>
          <Field label="Postcode" error={errors.address?.postcode?.message} required>
            <Input {...register('address.postcode')} type="text" inputMode="numeric" />
          </Field>
        </div>
      </div>
    </SettingsSection>
  )
}
