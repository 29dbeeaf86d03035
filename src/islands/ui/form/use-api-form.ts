/**
 * The one form recipe (docs/how-to/add-a-form.md, docs/decisions/036-one-form-recipe.md):
 * react-hook-form checked by the shared domain schema, sent by one TanStack mutation.
 *
 * - The schema's messages show by their fields before anything is sent; they are the API's own.
 * - A refusal from the API (`ApiError` issues) lands on the fields it names (a nested path on
 *   the control of that name); one that names no field of the form becomes `formError`, for
 *   the form to show if it wants it.
 * - After any refusal, client or server, the first control in the form with an error (by its
 *   name, or marked `aria-invalid` by the kit's Field) takes the focus: the first to fix, top
 *   to bottom.
 * - The failure toast comes from the query client (its `meta`), not from the form.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { ApiError, describeApiError } from '../../../lib/api-client.ts'
import type { FailureMeta } from '../../../lib/query-client.ts'

/** A schema over a form's values: its input is what the fields hold. */
export type FormSchema = z.ZodType<unknown, FieldValues>

/** 'parsed' (the default): the mutation gets the schema's output. 'typed': the values as typed. */
export type SendMode = 'parsed' | 'typed'

export type FormValues<S extends FormSchema> = z.input<S> & FieldValues
export type SentValues<S extends FormSchema, M extends SendMode> = M extends 'typed'
  ? FormValues<S>
  : z.output<S>

export interface ApiFormOptions<S extends FormSchema, R, M extends SendMode> {
  /** The shared schema from src/domain (or a form schema built on it). */
  schema: S
  /** Sends the checked values; usually one `api.*` call. */
  mutationFn: (values: SentValues<S, M>) => Promise<R>
  /** 'typed' when the API wants the values as typed, not the schema's output. */
  send?: M
  /** Leave out to keep what pre-rendered fields hold when the island wakes. */
  defaultValues?: DefaultValues<FormValues<S>>
  /** Clear the form after a success: `true` back to `defaultValues`, or to the values given. */
  resetOnSuccess?: boolean | DefaultValues<FormValues<S>>
  /** How a failure is told (src/lib/query-client.ts): `{ errorTitle }` or `{ errorToast: false }`. */
  meta?: FailureMeta
  /**
   * Where an error path that is not the field's own name belongs: `{ preferred_dates: 'dates' }`.
   * Applies to the schema's messages and the API's alike.
   */
  fieldNames?: Readonly<Record<string, Path<FormValues<S>>>>
  /**
   * Fields whose error takes the focus before the page's order: the image a form checks
   * before anything typed, though it sits after the fields. Each needs a ref (register, Controller).
   */
  focusFirst?: readonly Path<FormValues<S>>[]
  onSuccess?: (result: R, values: SentValues<S, M>) => unknown
  /** After the fields got their errors: for what the form does besides (state, a refresh). */
  onError?: (error: Error, values: SentValues<S, M>) => unknown
  /** The schema refused the values; the fields already show why and the first is focused. */
  onInvalid?: (errors: FieldErrors<FormValues<S>>) => void
  mode?: UseFormProps['mode']
  reValidateMode?: UseFormProps['reValidateMode']
}

export interface ApiForm<S extends FormSchema, R, M extends SendMode> {
  form: UseFormReturn<FormValues<S>, unknown, SentValues<S, M>>
  /** Spread on the <form>: its ref (for focusing), noValidate and onSubmit. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>
    noValidate: true
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
  }
  /** The same submit, for a key handler or a button outside the form. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>
  pending: boolean
  /** The last failure's text when it named no field of this form. */
  formError: string | undefined
  mutation: UseMutationResult<R, Error, SentValues<S, M>>
}

type AnyErrors = Record<string, unknown>
/** A new object per refusal, so each is focused once. */
type FocusRequest = { field: string | undefined }

function schemaResolver(
  schema: FormSchema,
  send: SendMode,
  fieldNames: Readonly<Record<string, string>> | undefined,
): Resolver<FieldValues, unknown, unknown> {
  const check: Resolver<FieldValues, unknown, unknown> =
    send === 'typed' ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema)
  if (!fieldNames) return check
  return async (values, context, options) => {
    const result = await check(values, context, options)
    const errors: AnyErrors = { ...result.errors }
    for (const [from, to] of Object.entries(fieldNames)) {
      if (errors[from] === undefined) continue
      errors[to] ??= errors[from]
      delete errors[from]
    }
    return { ...result, errors } as Awaited<ReturnType<typeof check>>
  }
}

export function useApiForm<S extends FormSchema, R = unknown, M extends SendMode = 'parsed'>(
  options: ApiFormOptions<S, R, M>,
): ApiForm<S, R, M> {
  const { schema, send = 'parsed', fieldNames, meta = {}, resetOnSuccess } = options
  const [resolver] = useState(() => schemaResolver(schema, send, fieldNames))
  const form = useForm<FormValues<S>, unknown, SentValues<S, M>>({
    resolver: resolver as unknown as Resolver<FormValues<S>, unknown, SentValues<S, M>>,
    ...(options.defaultValues === undefined ? {} : { defaultValues: options.defaultValues }),
    mode: options.mode ?? 'onSubmit',
    reValidateMode: options.reValidateMode ?? 'onChange',
    // Focus follows the page, not the registration order (see the effect below).
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  // The ref refuses a second send in the same tick; the state keeps `pending` true from the
  // send until the mutation's own pending state arrives (TanStack tells it a task later).
  const sending = useRef(false)
  const [awaitingReply, setAwaitingReply] = useState(false)
  const [formError, setFormError] = useState<string | undefined>()
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null)

  /** Puts the API's messages on the fields they name; false when none is a field here. */
  function placeIssues(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false
    const values = form.getValues() as AnyErrors
    const isField = (name: string) =>
      Object.hasOwn(values, name) || formRef.current?.elements.namedItem(name) != null
    let first: string | undefined
    const placed = new Set<string>()
    for (const issue of error.issues) {
      const top = issue.path.split('.')[0] ?? ''
      // A nested path that names a control of the form (`hours.week.saturday.opens`) lands on it.
      const control = issue.path !== top && formRef.current?.elements.namedItem(issue.path) != null
      const named = fieldNames?.[issue.path] ?? (control ? issue.path : fieldNames?.[top])
      const field = named ?? top
      if (placed.has(field) || (!named && !isField(field))) continue
      placed.add(field)
      first ??= field
      form.setError(field as Path<FormValues<S>>, { type: 'server', message: issue.message })
    }
    if (first) setFocusRequest({ field: first })
    return first !== undefined
  }

  const mutation = useMutation<R, Error, SentValues<S, M>>({
    mutationFn: options.mutationFn,
    meta,
    onSuccess: async (result, values) => {
      if (resetOnSuccess === true) form.reset()
      else if (resetOnSuccess) form.reset(resetOnSuccess)
      await options.onSuccess?.(result, values)
    },
    onError: async (error, values) => {
      const placed = placeIssues(error)
      setFormError(placed ? undefined : describeApiError(error, meta.errorFallback))
      await options.onError?.(error, values)
    },
    onSettled: () => {
      sending.current = false
      setAwaitingReply(false)
    },
  })

  // From the submit on, checking included: a control disabled by `pending` takes no second
  // change while the first is on its way (an auto-saving select would lose it).
  const pending = form.formState.isSubmitting || awaitingReply || mutation.isPending
  const focused = useRef<FocusRequest | null>(null)

  useEffect(() => {
    // A form's controls are disabled while it is pending, and a disabled control takes no focus.
    if (!focusRequest || pending || focused.current === focusRequest) return
    focused.current = focusRequest
    const before = options.focusFirst?.find((name) => form.getFieldState(name).error)
    if (before) return form.setFocus(before)
    // By the form's errors as well as the Field's `aria-invalid` marks: this effect may run in
    // a commit before the one that draws the errors (a click's update is flushed first).
    const hasError = (control: Element) => {
      const name = control.getAttribute('name')
      return (
        control.getAttribute('aria-invalid') === 'true' ||
        (!!name && form.getFieldState(name as Path<FormValues<S>>).error !== undefined)
      )
    }
    const controls = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid], [name]') ?? []
    const first = [...controls].find(hasError)
    if (first) first.focus()
    else if (focusRequest.field) form.setFocus(focusRequest.field as Path<FormValues<S>>)
  }, [focusRequest, pending, form])

  const submit = form.handleSubmit(
    (values) => {
      if (sending.current) return
      sending.current = true
      setAwaitingReply(true)
      setFormError(undefined)
      mutation.mutate(values)
    },
    (errors) => {
      setFormError(undefined)
      options.onInvalid?.(errors)
      setFocusRequest({ field: Object.keys(errors)[0] })
    },
  )

  return {
    form,
    formProps: { ref: formRef, noValidate: true, onSubmit: submit },
    submit,
    pending,
    formError,
    mutation,
  }
}

/**
 * A refusal found in the browser while sending (a bad image address, a photo still uploading),
 * thrown from `mutationFn` so it takes the API's path: on its field, and in the toast.
 */
export function fieldRefusal(field: string, message: string): ApiError {
  return new ApiError('validation_failed', message, 400, [{ path: field, message }])
}
