/**
 * 'New Category': a name, checked with the API's own schema, then added through the API. The
 * new category appears at once in the filters and the form. Problems show inside the dialog
 * (a modal dialog keeps the page's toasts behind it); success closes it and says so.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { NewGalleryCategorySchema } from '../../../domain/gallery-image.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { notify } from '../../shared/toast.tsx'
import { errorClass, fieldClass, hintClass, labelClass } from '../shared/content-ui.tsx'
import { afterCategoryAdded } from './gallery-queries.ts'
import { Spinner } from '../../shared/spinner.tsx'

interface Props {
  open: boolean
  onClose: () => void
}

export function CategoryDialog({ open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useMutation({ mutationFn: api.gallery.addCategory })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      setName('')
      setError(null)
      element.showModal()
      input.current?.focus()
    } else if (!open && element.open) element.close()
  }, [open])

  async function submit(event: SubmitEvent) {
    event.preventDefault()
    if (add.isPending) return
    const parsed = NewGalleryCategorySchema.safeParse({ name })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a category name')
      input.current?.focus()
      return
    }
    try {
      const category = await add.mutateAsync(parsed.data)
      void afterCategoryAdded(category)
      onClose()
      notify({
        title: 'Category added',
        description: `"${category.name}" can now be chosen for gallery images.`,
        variant: 'success',
      })
    } catch (failure) {
      setError(describeApiError(failure))
      input.current?.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      onClose={() => {
        if (open) onClose()
      }}
      onCancel={(event) => {
        if (add.isPending) event.preventDefault()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:bg-slate-900 dark:text-slate-100"
    >
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
          New Category
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Add a category for gallery photos. It is offered in the filters, the image form and the public
          upload dialog.
        </p>
        <div className="mt-5">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Category name
          </label>
          <input
            ref={input}
            id={`${id}-name`}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
            disabled={add.isPending}
            maxLength={60}
            placeholder="e.g. Solar"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={fieldClass}
          />
          <p id={`${id}-hint`} className={hintClass}>
            Up to 40 characters.
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className={errorClass}>
              {error}
            </p>
          )}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={add.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={add.isPending}
            aria-busy={add.isPending || undefined}
          >
            {add.isPending && <Spinner className="size-4" />}
            {add.isPending ? 'Adding...' : 'Add Category'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
