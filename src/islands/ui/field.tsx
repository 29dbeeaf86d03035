/**
 * One field: a label, a control, a hint and an error line, wired once for screen readers
 * (`id`/`htmlFor`, `aria-invalid`, `aria-describedby`), so no form writes that by hand.
 *
 *   <Field label="Email" error={errors.email?.message} required>
 *     <Input type="email" {...register('email')} />
 *   </Field>
 *
 * The controls are native elements, uncontrolled by default: react-hook-form's `register`
 * spreads straight onto them, and whatever was typed before an island hydrated is kept.
 * docs/decisions/027-ui-kit-and-forms.md says why these are not React Aria's TextField.
 */
import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

/** A control's look, without the field's spacing: for a search box or a filter on its own. */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/30 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:scheme-dark dark:focus:border-brand-400 dark:aria-invalid:border-red-400'
export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200'
export const hintClass = 'mt-1.5 text-xs text-slate-600 dark:text-slate-400'
export const errorClass = 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-300'

interface FieldWiring {
  id: string
  invalid: boolean
  describedBy: string | undefined
}

const FieldContext = createContext<FieldWiring | null>(null)

/** The props a control inside a Field takes from it; its own props win, descriptions add up. */
function useWiring(props: { id?: string | undefined; 'aria-describedby'?: string | undefined }) {
  const field = useContext(FieldContext)
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ')
  return {
    id: props.id ?? field?.id,
    'aria-invalid': field?.invalid || undefined,
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
  label: ReactNode
  hint?: ReactNode
  /** The message shown under the control; the control is marked invalid while there is one. */
  error?: string | undefined
  /** Marks the label with an asterisk (the form's RequiredFieldsNote says what it means). */
  required?: boolean
  /** The control's id, where a link or a test needs a stable one; generated otherwise. */
  id?: string
  /** Beside the label, on its line: a 'Forgot password?' link. */
  labelAside?: ReactNode
  /** Announce the error as it appears (role="alert"): for a lone field whose focus does not move. */
  announceError?: boolean
  className?: string
  children: ReactNode
}

export function Field({
  label,
  hint,
  error,
  required,
  id,
  labelAside,
  announceError,
  className,
  children,
}: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const wiring: FieldWiring = {
    id: controlId,
    invalid: Boolean(error),
    describedBy: [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
  }
  const labelElement = (
    <label htmlFor={controlId} className={labelClass}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  )
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
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} alert={announceError}>
          {error}
        </FieldError>
      )}
    </div>
  )
}

type WithRef<P, E> = P & { ref?: Ref<E> }

export function Input({
  className = '',
  ...props
}: WithRef<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  return <input {...props} {...useWiring(props)} className={`${controlClass} ${className}`} />
}

export function TextArea({
  className = '',
  ...props
}: WithRef<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  return <textarea {...props} {...useWiring(props)} className={`${controlClass} ${className}`} />
}

export function Select({
  className = '',
  ...props
}: WithRef<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>) {
  return <select {...props} {...useWiring(props)} className={`${controlClass} ${className}`} />
}

/** A checkbox with its label beside it, and its own hint and error line. */
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
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...props}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="accent-brand-700 mt-0.5 size-4 shrink-0 rounded border-slate-300 dark:border-slate-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  )
}
