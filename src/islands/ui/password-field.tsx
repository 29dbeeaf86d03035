import type { ComponentProps } from 'react'
import { Field, Input } from './field.tsx'

/** A password box in its field: as the admin register form and the change-password dialog ask for one. */
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
