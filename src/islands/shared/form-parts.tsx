/**
 * Pieces every form of the islands shares (the sign-in forms, the contact and request forms,
 * the admin screens through admin/admin-ui.tsx): the text field's look, a field's error line,
 * the sign-in forms' e-mail field, and the public forms' required-fields note, no-JavaScript
 * note, privacy line and honeypot.
 */
import type { ReactNode, Ref } from 'react'

export function inputClass(invalid = false) {
  return [
    'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none disabled:opacity-70 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-slate-600',
  ].join(' ')
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  )
}

/** The sign-in forms' e-mail field: label, input and its error line, wired for screen readers. */
export function EmailField({
  id,
  ref,
  error,
  autoComplete = 'username',
  placeholder,
  onChange,
}: {
  id: string
  ref: Ref<HTMLInputElement>
  error?: string | undefined
  autoComplete?: 'username' | 'email'
  placeholder?: string | undefined
  onChange?: (() => void) | undefined
}) {
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Email
      </label>
      <input
        ref={ref}
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass(Boolean(error))}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

/** The line above a public form's fields saying what the asterisks mean. */
export function RequiredFieldsNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="sr-only">required</span> are required.
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

/** The line beside a public form's send button: what the details are for, and the policy. */
export function PrivacyLine({ use }: { use: string }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {use} See our{' '}
      <a href="/privacy-policy" className="text-brand-700 dark:text-brand-300 font-medium underline">
        Privacy Policy
      </a>
      .
    </p>
  )
}

/**
 * The honeypot (domain/enquiry.ts HONEYPOT_FIELD): people never see or fill it; bots that
 * fill every field get the same answer and nothing is stored.
 */
export function HoneypotField({
  id,
  name,
  value,
  onChange,
}: {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
