/**
 * 'New Category': a name, checked with the API's own schema, then added through the API. The
 * new category appears at once in the filters and the form. Problems show inside the dialog
 * (a modal dialog hides the page's toasts behind it); success closes it and says so.
 */
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { NewGalleryCategorySchema } from '../../../domain/gallery-image.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { afterCategoryAdded } from './gallery-queries.ts'

interface Props {
  open: boolean
  onClose: () => void
}

export function CategoryDialog({ open, onClose }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useMutation({ mutationFn: api.gallery.addCategory })

  useEffect(() => {
    if (!open) return
    setName('')
    setError(null)
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
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!add.isPending}
      title="New Category"
      description="Add a category for gallery photos. It is offered in the filters, the image form and the public upload dialog."
    >
      <form noValidate onSubmit={submit}>
        <Field
          className="mt-5"
          label="Category name"
          hint="Up to 40 characters."
          error={error ?? undefined}
          announceError
        >
          <Input
            ref={input}
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
            disabled={add.isPending}
            maxLength={60}
            placeholder="e.g. Solar"
          />
        </Field>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Category'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
