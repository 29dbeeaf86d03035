/** The status page's small pieces: its title, a section, and a detail line. */
import type { ReactNode } from 'react'

/** The business's number, as the page gives it (site-config). */
export interface Phone {
  display: string
  href: string
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="text-3xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-4xl dark:text-white">
      {children}
    </h1>
  )
}

/** One part of the page under its own heading; `id` names the heading for the section. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A label and its value, stacked on a phone and side by side from sm up. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-slate-900 sm:col-span-2 sm:mt-0 dark:text-slate-100">
        {children}
      </dd>
    </div>
  )
}

/** What a person typed, as plain text with its line breaks. */
export function Typed({ text }: { text: string }) {
  return <p className="wrap-anywhere whitespace-pre-line text-slate-900 dark:text-slate-100">{text}</p>
}
