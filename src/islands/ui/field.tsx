/**
 * One field: a label, a control, a hint and an error line, wired once for screen readers
 * (`id`/`htmlFor`, `aria-invalid`, `aria-describedby`), so no form writes that by hand.
 *
 *   <Field name="email" label="Email" required>
 *     <Input type="email" autoComplete="email" />
 *   </Field>
 *
 * Inside a form of the recipe (`<Form>`, ui/form/form.tsx) a Field with a `name` is that form
 * field: its control is registered under the name and its error is the form's for the name, so
 * the name is written once. Without a form, or for a control registered with options of its own
 * (`register('status', { onChange })`), `error` and the spread still work and win.
 *
 * The controls are native elements, uncontrolled by default: react-hook-form's `register`
 * spreads straight onto them, and whatever was typed before an island hydrated is kept.
 * docs/decisions/027-ui-kit-and-forms.md says why these are not React Aria's TextField.
 */
import type { UseFormRegisterReturn } from 'react-hook-form'
import {
  createContext,
  type AriaAttributes,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useFocusReturnsWhenEnabled } from './focus-returns.ts'
import { FormBinding } from './form/form-binding.ts'

/** A control's look, without the field's spacing. Only the kit uses these classes (lint says so). */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-hidden disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/30 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:scheme-dark dark:focus:border-brand-400 dark:aria-invalid:border-red-400'
export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200'
const hintClass = 'mt-1.5 text-xs text-slate-600 dark:text-slate-400'
const errorClass = 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-300'

interface FieldWiring {
  id: string
  invalid: boolean
  describedBy: string | undefined
  /** The form field a `name` bound the control to. */
  registered?: UseFormRegisterReturn | undefined
}

const FieldContext = createContext<FieldWiring | null>(null)

/**
 * The props a control inside a Field takes from it (its id, descriptions, and the registration a
 * `name` made); its own props win, descriptions add up.
 */
function useWiring<
  P extends {
    id?: string | undefined
    'aria-describedby'?: string | undefined
    'aria-invalid'?: AriaAttributes['aria-invalid']
  },
>(props: P) {
  const field = useContext(FieldContext)
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ')
  return {
    ...field?.registered,
    ...props,
    id: props.id ?? field?.id,
    'aria-invalid': field?.invalid || props['aria-invalid'] || undefined,
    'aria-describedby': describedBy || undefined,
  }
}

/** The error line under a control; the `id` is what the control's `aria-describedby` names. */
export function FieldError({ id, alert, children }: { id?: string; alert?: boolean; children: ReactNode }) {
  return (
    <p id={id} role={alert ? 'alert' : undefined} className={errorClass}>
      {children}
    </p>
  )
}

export interface FieldProps {
  /** The form field it is, inside a `<Form>`: registers the control and shows the field's error. */
  name?: string
  label: ReactNode
  hint?: ReactNode
  /** The message shown under the control; the control is marked invalid while there is one. */
  error?: string | undefined
  /** Marks the label with an asterisk (the form's RequiredFieldsNote says what it means). */
  required?: boolean
  /** Says "(optional)" after the label, where most fields of a form must be filled. */
  optional?: boolean
  /** The control's id, where a link or a test needs a stable one; generated otherwise. */
  id?: string
  /** Beside the label, on its line: a 'Forgot password?' link. */
  labelAside?: ReactNode
  /** Announce the error as it appears (role="alert"): for a lone field whose focus does not move. */
  announceError?: boolean
  /**
   * The label and the control on one line (a compact control in a card's header); 'from-sm'
   * keeps the label above the control on a phone, where a row beside other controls is too
   * narrow for both.
   */
  inline?: boolean | 'from-sm'
  /** Added to the label's classes: a width that lines up the rows of a list ("Area 9", "Area 10"). */
  labelClassName?: string
  className?: string
  children: ReactNode
}

export function Field({
  name,
  label,
  hint,
  error: givenError,
  required,
  optional,
  id,
  labelAside,
  announceError,
  inline = false,
  labelClassName,
  className,
  children,
}: FieldProps) {
  const generated = useId()
  const form = useContext(FormBinding)
  const bound = name !== undefined && form !== null
  const error = givenError ?? (bound ? form.getFieldState(name, form.formState).error?.message : undefined)
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const wiring: FieldWiring = {
    id: controlId,
    invalid: Boolean(error),
    describedBy: [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    registered: bound ? form.register(name) : undefined,
  }
  const labelElement = (
    <label htmlFor={controlId} className={labelClassName ? `${labelClass} ${labelClassName}` : labelClass}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
      {optional && <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>}
    </label>
  )
  const messages = (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <FieldError id={errorId} alert={announceError}>
          {error}
        </FieldError>
      )}
    </>
  )
  if (inline) {
    const row = (
      <div
        className={
          inline === 'from-sm'
            ? 'flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2'
            : 'flex items-center gap-2'
        }
      >
        {labelElement}
        <FieldContext value={wiring}>{children}</FieldContext>
      </div>
    )
    // The messages the control is described by go under the row, so they exist to be read. The
    // wrapper is there without them too: a control moved into a new parent is a new element, and
    // would lose the focus and what was typed as its first message appeared. The caller's classes
    // are the wrapper's: it is what sits in the caller's layout (flex-1 in a row).
    return (
      <div className={className}>
        {row}
        {messages}
      </div>
    )
  }
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <div className="mt-1.5">
        <FieldContext value={wiring}>{children}</FieldContext>
      </div>
      {messages}
    </div>
  )
}

type WithRef<P, E> = P & { ref?: Ref<E> }

export function Input({
  className = '',
  ...props
}: WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  return <input {...useWiring(props)} className={`${controlClass} ${className}`} />
}

export function TextArea({
  className = '',
  ...props
}: WithRef<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  return <textarea {...useWiring(props)} className={`${controlClass} ${className}`} />
}

export function Select({
  className = '',
  tone = 'default',
  ...props
}: WithRef<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & { tone?: SelectTone }) {
  const look = tone === 'default' ? controlClass : selectTones[tone]
  const wired = useWiring(props)
  const ref = useFocusReturnsWhenEnabled<HTMLSelectElement>(wired.disabled, wired.ref)
  return <select {...wired} ref={ref} className={`${look} ${className}`} />
}

/** A select's options, in order: a plain string is both the value and what is shown. */
export function Options({ options }: { options: readonly (string | { value: string; label: string })[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option
    return (
      <option key={value} value={value}>
        {label}
      </option>
    )
  })
}

/**
 * A group's caption (`<fieldset>`) or a label that is not a `<label>`, in the field label's look.
 * It may name what someone typed (a testimonial's customer), so a long word wraps.
 */
export function Legend({ children }: { children: ReactNode }) {
  return <legend className={`${labelClass} wrap-anywhere`}>{children}</legend>
}

/**
 * A field's label outside a Field, for a control the kit does not draw: a `<label>` for a file
 * input (`htmlFor`), or, without `htmlFor`, a caption that the control names with
 * `aria-labelledby` (the post editor, the photo picker's drop zone).
 */
export function Label({
  htmlFor,
  id,
  onClick,
  className = '',
  children,
}: {
  htmlFor?: string
  id?: string
  onClick?: () => void
  className?: string
  children: ReactNode
}) {
  const look = `${labelClass} ${className}`
  if (htmlFor) {
    return (
      <label htmlFor={htmlFor} id={id} className={look}>
        {children}
      </label>
    )
  }
  return (
    <span id={id} onClick={onClick} className={look}>
      {children}
    </span>
  )
}

/** A line of help under a control; its `id` is what the control's `aria-describedby` names. */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  )
}

/** A state-tinted select: the colour says the value at a glance (an enquiry's status). */
export type SelectTone = 'default' | 'warning' | 'success'

const selectTones: Record<Exclude<SelectTone, 'default'>, string> = {
  warning:
    'rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  success:
    'rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
}

/**
 * A checkbox with its label beside it, and its hint and error line under the label. The box is
 * the browser's own (tinted with the brand), so it needs no script to tick.
 */
export function Checkbox({
  label,
  hint,
  error,
  className = '',
  ...props
}: WithRef<Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, HTMLInputElement> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
}) {
  const generated = useId()
  const id = props.id ?? generated
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        {...props}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="accent-brand-700 dark:accent-brand-400 mt-0.5 size-4 shrink-0 dark:scheme-dark"
      />
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
    </div>
  )
}
