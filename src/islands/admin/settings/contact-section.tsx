/** The business's name as shown, its phones, e-mail and address. */
import { Field, Input } from '../../ui/field.tsx'
import { SettingsSection } from './settings-section.tsx'

const E164_HINT = 'For calls from a tap and for search engines: +61 then the number without its 0.'

export function ContactSection() {
  return (
    <SettingsSection
      title="Contact details"
      intro="Shown in the header and footer, on the home and service pages, in the e-mails and to search engines."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="brand" label="Business name as shown" required className="sm:col-span-2">
          <Input type="text" autoComplete="organization" />
        </Field>
        <Field name="phone.display" label="Phone" hint="As people read it: 02 5550 1234." required>
          <Input type="tel" />
        </Field>
        <Field name="phone.e164" label="Phone (international)" hint={E164_HINT} required>
          <Input type="tel" placeholder="+61255501234" />
        </Field>
        <Field name="emergency_phone.display" label="Emergency phone" required>
          <Input type="tel" />
        </Field>
        <Field name="emergency_phone.e164" label="Emergency phone (international)" hint={E164_HINT} required>
          <Input type="tel" placeholder="+61255501234" />
        </Field>
        <Field
          name="email"
          label="Email"
          hint="Shown on the site and in the e-mails customers get. Notices of new enquiries go to the office inbox chosen when the site was set up."
          required
          className="sm:col-span-2"
        >
          <Input type="email" autoComplete="email" />
        </Field>
        <Field name="address.street" label="Street address" required className="sm:col-span-2">
          <Input type="text" autoComplete="street-address" />
        </Field>
        <Field name="address.locality" label="Suburb" required>
          <Input type="text" />
        </Field>
        <div className="grid grid-cols-2 gap-5">
          <Field name="address.region" label="State" required>
            <Input type="text" />
          </Field>
          <Field name="address.postcode" label="Postcode" required>
            <Input type="text" inputMode="numeric" />
          </Field>
        </div>
      </div>
    </SettingsSection>
  )
}
