/** One part of the settings form: a titled panel with a line on where the facts show. */
import { useId, type ReactNode } from 'react'
import { panelClass } from '../../ui/panel.ts'

export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={`${panelClass} p-5 sm:p-6`}>
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-5 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </section>
  )
}
