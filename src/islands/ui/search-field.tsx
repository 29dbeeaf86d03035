/**
 * A search box: a magnifier, a `type="search"` input (role searchbox) and its label, shown or
 * read only by screen readers. Uncontrolled or controlled like any input; `onValue` hands over
 * the text alone.
 */
import { Search } from 'lucide-react'
import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { controlClass, labelClass } from './field.tsx'

const looks = {
  default: `${controlClass} pl-10`,
  /** Large and white on a dark band (the blog's hero). */
  hero: 'focus:ring-spark-400 block w-full rounded-xl border-0 bg-white py-3.5 pr-4 pl-12 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:ring-2 focus:outline-hidden',
}

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: string
  /** Show the label above the box; otherwise only screen readers read it. */
  showLabel?: boolean
  onValue: (text: string) => void
  look?: keyof typeof looks
  /** Where the box goes in its row (`flex-1`, a width); the input itself fills it. */
  className?: string
  ref?: Ref<HTMLInputElement>
}

export function SearchField({
  label,
  showLabel = false,
  onValue,
  look = 'default',
  className = '',
  id,
  ...props
}: SearchFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={inputId} className={showLabel ? labelClass : 'sr-only'}>
        {label}
      </label>
      <div className={`relative ${showLabel ? 'mt-1.5' : ''}`}>
        <Search
          aria-hidden
          className={`pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-slate-500 ${
            look === 'hero' ? 'left-4' : 'left-3 dark:text-slate-400'
          }`}
        />
        <input
          {...props}
          id={inputId}
          type="search"
          onChange={(event) => onValue(event.target.value)}
          className={looks[look]}
        />
      </div>
    </div>
  )
}
