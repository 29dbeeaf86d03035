/**
 * A row of round chips of which one is on: the tag and category filters. Each chip is a toggle
 * button (`aria-pressed`) in a labelled group, so a screen reader hears "Filter by tag, group,
 * HVAC, toggle button, pressed". Native buttons: the public lists load this before any tap.
 */
import type { ReactNode } from 'react'

const tones = {
  light: {
    on: 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600',
    off: 'border-slate-300 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400',
  },
  /** On a dark band (the blog's hero). */
  dark: {
    on: 'border-spark-400 bg-spark-400 text-slate-950',
    off: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
  },
}

export interface ToggleChipsProps {
  /** The group's accessible name ('Filter by tag'). */
  label: string
  options: readonly string[]
  /** The option that is on. */
  value: string
  onChange: (option: string) => void
  /** When an option counts as the value (tags match whatever their case); equality otherwise. */
  matches?: (option: string, value: string) => boolean
  /** What a chip reads; the option itself otherwise. */
  optionLabel?: (option: string) => ReactNode
  tone?: keyof typeof tones
  className?: string
}

export function ToggleChips({
  label,
  options,
  value,
  onChange,
  matches = (option, current) => option === current,
  optionLabel = (option) => option,
  tone = 'light',
  className = '',
}: ToggleChipsProps) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((option) => {
        const pressed = matches(option, value)
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium wrap-anywhere transition-colors ${
              pressed ? tones[tone].on : tones[tone].off
            }`}
          >
            {optionLabel(option)}
          </button>
        )
      })}
    </div>
  )
}
