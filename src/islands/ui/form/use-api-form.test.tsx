import { screen, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { Controller } from 'react-hook-form'
import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../../lib/api-client.ts'
import type { FailureMeta } from '../../../lib/query-client.ts'
import { notify } from '../toast.tsx'
import { Button } from '../button.tsx'
import { Field, FieldError, Input } from '../field.tsx'
import { Form } from './form.tsx'
import { fieldRefusal, useApiForm } from './use-api-form.ts'
import { description } from '#tests/components/accessible.ts'
import { renderWithQueries } from '#tests/components/render-with-queries.tsx'

vi.mock('../toast.tsx', () => import('#tests/components/toast-mock.ts'))

const JoinSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.email('Please enter a valid email address'),
  photo: z.instanceof(File, { error: 'Please choose a photo' }),
})
type Join = z.output<typeof JoinSchema>

interface FormProps {
  send: (values: Join) => Promise<unknown>
  meta?: FailureMeta
  photoFirst?: boolean
}

/** A small form on the recipe, as an island would write it. */
function JoinForm({ send, meta = { errorTitle: 'Could not join' }, photoFirst = false }: FormProps) {
  const { form, formProps, pending, formError } = useApiForm({
    schema: JoinSchema,
    defaultValues: { name: '', email: '', photo: undefined },
    mutationFn: send,
    meta,
    // The API calls the address contact_email.
    fieldNames: { contact_email: 'email' },
    resetOnSuccess: true,
    focusFirst: photoFirst ? ['photo'] : [],
  })
  // Name and email are bound by name (<Form>, Field's `name`); the photo is wired by hand.
  return (
    <Form form={form} {...formProps} aria-label="Join the list">
      <Field name="name" label="Name">
        <Input />
      </Field>
      <Field name="email" label="Email">
        <Input type="email" />
      </Field>
      <Controller
        name="photo"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field label="Photo" error={fieldState.error?.message}>
            <Input
              type="file"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0])}
            />
          </Field>
        )}
      />
      {formError && <FieldError alert>{formError}</FieldError>}
      <Button type="submit" pending={pending}>
        Join
      </Button>
    </Form>
  )
}

const renderForm = (props: FormProps) => renderWithQueries(<JoinForm {...props} />).user

const photo = () => new File(['pixels'], 'switchboard.jpg', { type: 'image/jpeg' })

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Priya Raman ')
  await user.type(screen.getByLabelText('Email'), 'priya@harbourline.example')
  await user.upload(screen.getByLabelText('Photo'), photo())
}

describe('useApiForm', () => {
  test("the schema's messages show by their fields, the first is focused, and nothing is sent", async () => {
    const send = vi.fn(async () => ({}))
    const user = renderForm({ send })

    await user.type(screen.getByLabelText('Email'), 'not-an-address{Enter}')

    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(description(screen.getByLabelText('Name'))).toBe('Please enter your name')
    expect(description(screen.getByLabelText('Email'))).toBe('Please enter a valid email address')
    expect(description(screen.getByLabelText('Photo'))).toBe('Please choose a photo')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')))
    expect(send).not.toHaveBeenCalled()

    // A message goes as soon as its field is fixed.
    await user.type(screen.getByLabelText('Name'), 'Sam')
    expect(screen.queryByText('Please enter your name')).toBeNull()
  })

  test('a field named to be fixed first takes the focus before the page order', async () => {
    const user = renderForm({ send: vi.fn(async () => ({})), photoFirst: true })

    await user.click(screen.getByRole('button', { name: 'Join' }))

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Photo')))
    expect(description(screen.getByLabelText('Name'))).toBe('Please enter your name')
  })

  test('Enter sends the parsed values; the button is busy until the answer, then the form is clear', async () => {
    const answer = Promise.withResolvers<object>()
    const send = vi.fn((_values: Join) => answer.promise)
    const user = renderForm({ send })
    await fillIn(user)

    await user.type(screen.getByLabelText('Email'), '{Enter}')

    const button = screen.getByRole('button', { name: 'Join' })
    await waitFor(() => expect(button).toHaveProperty('disabled', true))
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Priya Raman', email: 'priya@harbourline.example' })

    // A second Enter while sending sends nothing more.
    await user.type(screen.getByLabelText('Name'), '{Enter}')
    expect(send).toHaveBeenCalledTimes(1)

    answer.resolve({})
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '')
    expect(notify).not.toHaveBeenCalled()
  })

  test("the API's field errors land on their fields, the first is focused, and one toast says why", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('validation_failed', 'That address cannot be used', 400, [
        { path: 'contact_email', message: 'That address cannot be used' },
        { path: 'photo', message: 'The photo could not be read' },
      ])
    })
    const user = renderForm({ send })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(description(email)).toBe('That address cannot be used'))
    expect(description(screen.getByLabelText('Photo'))).toBe('The photo could not be read')
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(email).toHaveProperty('value', 'priya@harbourline.example')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Could not join',
      description: 'That address cannot be used',
      variant: 'destructive',
    })
  })

  test("a failure that names no field is the form's message; opted out of the toast, none shows", async () => {
    const send = vi.fn(async (): Promise<unknown> => {
      throw new ApiError('rate_limited', 'You have joined several times. Please wait a few minutes.', 429)
    })
    const user = renderForm({ send, meta: { errorToast: false } })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You have joined several times. Please wait a few minutes.',
    )
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '  Priya Raman ')
    expect(screen.getByRole('button', { name: 'Join' })).toHaveProperty('disabled', false)
    expect(notify).not.toHaveBeenCalled()

    // The next try starts without the old message.
    send.mockImplementationOnce(async () => ({}))
    await user.click(screen.getByRole('button', { name: 'Join' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  test('a refusal found while sending takes the same path as the API’s', async () => {
    const send = vi.fn(async () => {
      throw fieldRefusal('photo', 'Please wait until the photo has finished uploading.')
    })
    const user = renderForm({ send })
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))

    const input = screen.getByLabelText('Photo')
    await waitFor(() =>
      expect(description(input)).toBe('Please wait until the photo has finished uploading.'),
    )
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(notify).toHaveBeenCalledTimes(1)
  })

  test('an API error with a nested path lands on the control of that name, not on its group', async () => {
    const { user } = renderWithQueries(<HoursForm />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const closes = screen.getByLabelText('Saturday closes')
    await waitFor(() => expect(description(closes)).toBe('Closing time must be after opening time'))
    expect(screen.getByLabelText('Saturday opens').getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(closes))
  })
})

const HoursSchema = z.object({ saturday: z.object({ opens: z.string(), closes: z.string() }) })

/** A form whose fields are nested, as the business settings' hours are. */
function HoursForm() {
  const { form, formProps } = useApiForm({
    schema: HoursSchema,
    defaultValues: { saturday: { opens: '08:00', closes: '07:00' } },
    mutationFn: async () => {
      throw fieldRefusal('saturday.closes', 'Closing time must be after opening time')
    },
  })
  const errors = form.formState.errors
  return (
    <form {...formProps} aria-label="Hours">
      <Field label="Saturday opens" error={errors.saturday?.opens?.message}>
        <Input {...form.register('saturday.opens')} />
      </Field>
      <Field label="Saturday closes" error={errors.saturday?.closes?.message}>
        <Input {...form.register('saturday.closes')} />
      </Field>
      <Button type="submit">Save</Button>
    </form>
  )
}
