import type { ComponentProps } from 'react'
import { Field, Input } from '../ui/field.tsx'

/** A password box in its field: the admin register form's and the change-password dialog's. */
export function PasswordField({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Field label={label} error={error}>
      <Input type="password" {...input} />
    </Field>
  )
}
