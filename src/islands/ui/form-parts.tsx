/**
 * What the public forms (contact, quote request) share beyond the kit's fields: the
 * required-fields note, the no-JavaScript note, the privacy line, the honeypot and the services
 * to choose from.
 */
import type { InputHTMLAttributes, Ref } from 'react'
import { SERVICE_PLACEHOLDER } from '../../domain/enquiry.ts'
import { Options } from './field.tsx'

export { PrivacyLine } from './privacy-line.tsx'

/** The options of a 'Service' select: none chosen first, then each service the business offers. */
export function ServiceOptions({ services }: { services: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{SERVICE_PLACEHOLDER}</option>
      <Options options={services} />
    </>
  )
}

/** The line above a public form's fields saying what the asterisks mean. */
export function RequiredFieldsNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  )
}

/** What a public form that sends through the API says without JavaScript: call instead. */
export function NoScriptCallUs({ phone }: { phone: { display: string; href: string } }) {
  return (
    <noscript>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        This form needs JavaScript to send. Please call us on{' '}
        <a href={phone.href} className="font-medium underline">
          {phone.display}
        </a>{' '}
        instead.
      </p>
    </noscript>
  )
}

/**
 * The honeypot (domain/enquiry.ts HONEYPOT_FIELD): people never see or fill it; bots that
 * fill every field get the same answer and nothing is stored. Takes react-hook-form's
 * `register(HONEYPOT_FIELD)`.
 */
export function HoneypotField({
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
