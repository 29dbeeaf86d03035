/** One part of the settings form: a titled panel with a line on where the facts show, and its lists' row buttons. */
import { Plus, Trash2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useFormContext, type FieldPath } from 'react-hook-form'
import { Button } from '../../ui/button.tsx'
import { IconButton } from '../../ui/icon-button.tsx'
import { panelClass } from '../../ui/panel.ts'
import type { SettingsFormValues } from './settings-model.ts'

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
    <section aria-labelledby={id} className={`${panelClass} p-4 sm:p-6`}>
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-5 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </section>
  )
}

/** "Add a …" under a list: `onAdd` appends a blank row, whose field `focus` then takes the focus. */
export function AddRowButton({
  onAdd,
  focus,
  full,
  children,
}: {
  onAdd: () => void
  focus: FieldPath<SettingsFormValues>
  full: boolean
  children: ReactNode
}) {
  const { setFocus } = useFormContext<SettingsFormValues>()
  function add() {
    onAdd()
    // Focus after the new row is drawn.
    setTimeout(() => setFocus(focus))
  }
  return (
    <Button
      variant="secondary"
      className="mt-4"
      icon={<Plus aria-hidden className="size-4" />}
      onClick={add}
      disabled={full}
    >
      {children}
    </Button>
  )
}

/** The bin beside a one-line row. */
export function RemoveRowButton({
  label,
  onRemove,
  className,
}: {
  label: string
  onRemove: () => void
  className: string
}) {
  return (
    <IconButton label={label} onClick={onRemove} className={className}>
      <Trash2 className="size-4" />
    </IconButton>
  )
}

/**
 * A row of a list of labelled pairs (a licence and its number, a network and its link) with its
 * bin. On a phone the first field has a line of its own and the second shares the next with the
 * bin; from `sm` all three stand on one line, as the fields' own classes share it.
 */
export function PairRow({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string
  onRemove: () => void
  children: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
      {children}
      <RemoveRowButton label={removeLabel} onRemove={onRemove} className="mt-7" />
    </li>
  )
}

/** The classes of a PairRow's fields: the first alone on a phone's line, the second beside the bin. */
export const pairFirst = 'w-full'
export const pairSecond = 'min-w-0 flex-1'
