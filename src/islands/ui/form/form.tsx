/**
 * The `<form>` of the recipe (use-api-form.ts): the form element with the recipe's props, and
 * the form itself given to its fields, so a `<Field name="…">` inside registers its control and
 * shows its error by that name alone (ui/field.tsx, through form-binding.ts), and a section in a
 * file of its own can still call react-hook-form's `useFormContext`.
 *
 *   const { form, formProps } = useApiForm({ schema, mutationFn })
 *   <Form form={form} {...formProps} aria-label="Contact us">
 *     <Field name="email" label="Email" required>
 *       <Input type="email" autoComplete="email" />
 *     </Field>
 *   </Form>
 */
import type { FormHTMLAttributes, ReactNode, Ref } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { FormBinding } from './form-binding.ts'

interface FormProps<
  V extends FieldValues,
  C,
  T extends FieldValues,
> extends FormHTMLAttributes<HTMLFormElement> {
  form: UseFormReturn<V, C, T>
  ref?: Ref<HTMLFormElement>
  children: ReactNode
}

export function Form<V extends FieldValues, C, T extends FieldValues>({
  form,
  children,
  ...attributes
}: FormProps<V, C, T>) {
  return (
    <FormProvider {...form}>
      <FormBinding value={form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>}>
        <form {...attributes}>{children}</form>
      </FormBinding>
    </FormProvider>
  )
}
