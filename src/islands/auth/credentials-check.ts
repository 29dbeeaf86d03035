/**
 * The auth forms' one field check (not the form recipe: decision 027 and /login's JavaScript
 * budget keep react-hook-form and zod off these pages). Inputs stay uncontrolled, so whatever
 * was typed before the island hydrated is kept; the rules are domain/credentials.ts, the same
 * the API's schemas are built from, so the messages match the server's word for word.
 */
import { useRef, useState } from 'react'
import { credentialProblems, type CredentialField, type CredentialsMode } from '../../domain/credentials.ts'

export type Credentials = { email: string; password: string }

export function useCredentialsCheck(mode: CredentialsMode, fields: readonly CredentialField[]) {
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) }
  const [errors, setErrors] = useState<Partial<Record<CredentialField, string>>>({})
  const submitted = useRef(false)

  const check = () => {
    const values = { email: refs.email.current?.value ?? '', password: refs.password.current?.value ?? '' }
    const problems = credentialProblems(mode, values)
    const found = Object.fromEntries(
      fields.flatMap((field) => (problems[field] ? [[field, problems[field]]] : [])),
    )
    setErrors(found)
    return { values, first: fields.find((field) => found[field]) }
  }

  /** On submit: the values to send, or null with the first field at fault focused. */
  const validate = (): Credentials | null => {
    submitted.current = true
    const { values, first } = check()
    if (first) {
      refs[first].current?.focus()
      return null
    }
    return { email: values.email.trim(), password: values.password }
  }

  /** After a first attempt, messages follow the typing so they disappear once fixed. */
  const recheck = () => {
    if (submitted.current) check()
  }

  return { refs, errors, validate, recheck }
}
