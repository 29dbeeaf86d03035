/**
 * The parts the quote request form is built from: its titled groups, the choice tiles, and the
 * confirmation that takes the form's place once the request is sent.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '../ui/button.tsx'

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  )
}

// The kit draws no radio group: each choice is the browser's own radio in a labelled tile,
// which works before the island wakes (docs/decisions/035-the-kit-draws-every-control.md).
export function Choice({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onChoose: () => void
  children: ReactNode
}) {
  return (
    <label className="has-checked:border-brand-600 has-checked:bg-brand-50 dark:has-checked:bg-brand-950 flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="accent-brand-700 dark:accent-brand-400 dark:scheme-dark"
      />
      {children}
    </label>
  )
}

export interface SentRequest {
  name: string
  emergency: boolean
}

/** In the form's place once sent; its heading takes the focus, so the news is heard. */
export function QuoteSent({
  sent,
  phone,
  onAnother,
}: {
  sent: SentRequest
  phone: { display: string; href: string }
  onAnother: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      className="rounded-3xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8 dark:border-emerald-900 dark:bg-emerald-950"
      aria-labelledby="quote-sent-heading"
    >
      <h2
        id="quote-sent-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-emerald-950 dark:text-emerald-50"
      >
        Request sent
      </h2>
      <p className="mt-2 text-emerald-900 dark:text-emerald-100">
        Thanks, {sent.name}. We will call you within one business day to talk it through and arrange a time. A
        confirmation is on its way to your inbox.
      </p>
      {sent.emergency && (
        <p className="mt-3 font-semibold text-emerald-950 dark:text-emerald-50">
          For an emergency, please also call us now on{' '}
          <a href={phone.href} className="underline">
            {phone.display}
          </a>
          , 24/7.
        </p>
      )}
      <Button variant="secondary" className="mt-6" onClick={onAnother}>
        Send another request
      </Button>
    </section>
  )
}
