/**
 * The form a `<Field name>` binds to (ui/form/form.tsx provides it). Its own context, not
 * react-hook-form's `useFormContext`, so the kit's Field imports no react-hook-form code: a page
 * whose form is not on the recipe (/login, decision 036) ships none of it.
 */
import { createContext } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

export const FormBinding = createContext<UseFormReturn<FieldValues, unknown, FieldValues> | null>(null)
