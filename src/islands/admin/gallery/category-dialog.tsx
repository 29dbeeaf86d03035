/**
 * 'New Category': a name, checked with the API's own schema, then added through the API. The
 * new category appears at once in the filters and the form. Problems show inside the dialog
 * (a modal dialog hides the page's toasts behind it); success closes it and says so.
 */
import { useEffect } from 'react'
import { NewGalleryCategorySchema } from '../../../domain/gallery-image.ts'
import { api, describeApiError } from '../../../lib/api-client.ts'
import { notify } from '../../ui/toast.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, Input } from '../../ui/field.tsx'
import { useApiForm } from '../../ui/form/use-api-form.ts'
import { FormButtons } from '../../ui/form-buttons.tsx'
import { afterCategoryAdded } from './gallery-queries.ts'

interface Props {
  open: boolean
  onClose: () => void
}

export function CategoryDialog({ open, onClose }: Props) {
  const { form, formProps, pending } = useApiForm({
    schema: NewGalleryCategorySchema,
    defaultValues: { name: '' },
    mutationFn: api.gallery.addCategory,
    meta: { errorToast: false },
    onSuccess: (category) => {
      void afterCategoryAdded(category)
      onClose()
      notify({
        title: 'Category added',
        description: `"${category.name}" can now be chosen for gallery images.`,
        variant: 'success',
      })
    },
    // The dialog's one field says why (a name taken names no field), so typing clears it.
    onError: (error) => {
      if (!form.getFieldState('name').error)
        form.setError('name', { type: 'server', message: describeApiError(error) })
    },
  })
  const error = form.formState.errors.name

  useEffect(() => {
    if (open) form.reset()
  }, [open, form])

  // Back to the name once it can take the focus again (it is disabled while sending).
  useEffect(() => {
    if (error?.type === 'server' && !pending) form.setFocus('name')
  }, [error, pending, form])

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissable={!pending}
      title="New Category"
      description="Add a category for gallery photos. It is offered in the filters, the image form and the public upload dialog."
    >
      <form {...formProps}>
        <Field
          className="mt-5"
          label="Category name"
          hint="Up to 40 characters."
          error={error?.message}
          announceError
        >
          <Input
            {...form.register('name')}
            autoFocus
            disabled={pending}
            maxLength={60}
            placeholder="e.g. Solar"
          />
        </Field>
        <FormButtons className="mt-6 justify-end" onCancel={onClose} pending={pending}>
          {pending ? 'Adding...' : 'Add Category'}
        </FormButtons>
      </form>
    </Dialog>
  )
}
