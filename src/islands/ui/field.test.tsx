import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { description } from '#tests/components/accessible.ts'
import { Checkbox, Field, FieldError, Hint, Input, Label, Options, Select, TextArea } from './field.tsx'

describe('Field', () => {
  test('the label names the control and a click on it puts the focus there', async () => {
    const user = userEvent.setup()
    render(
      <Field label="Email" required>
        <Input type="email" required />
      </Field>,
    )

    // The asterisk is for the eye; the control itself says it is required.
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveProperty('required', true)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)

    await user.click(screen.getByText('Email'))
    expect(document.activeElement).toBe(input)
  })

  test('optional: the label says so, and the control is named with it', () => {
    render(
      <Field label="Location" optional>
        <Input />
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Location (optional)' })).toHaveProperty('required', false)
  })

  test('an inline field keeps its control when a message appears: the focus and the typing stay', async () => {
    const user = userEvent.setup()
    const { rerender } = render(
      <Field label="Opens" inline>
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Opens' })
    await user.type(input, '25:00')
    rerender(
      <Field label="Opens" error="Give the time as HH:MM" inline>
        <Input />
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Opens' })).toBe(input)
    expect(document.activeElement).toBe(input)
    expect(input).toHaveProperty('value', '25:00')
    expect(description(input)).toBe('Give the time as HH:MM')
  })

  test('the hint describes the control; an error marks it invalid and is read after the hint', () => {
    const { rerender } = render(
      <Field label="Phone" hint="We only call about this job.">
        <Input type="tel" />
      </Field>,
    )

    const input = screen.getByRole('textbox', { name: 'Phone' })
    expect(description(input)).toBe('We only call about this job.')
    expect(input.hasAttribute('aria-invalid')).toBe(false)

    rerender(
      <Field label="Phone" hint="We only call about this job." error="Please enter a valid phone number">
        <Input type="tel" />
      </Field>,
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toBe('We only call about this job. Please enter a valid phone number')
    // Not announced on its own: the form moves the focus to the field instead.
    expect(screen.queryByRole('alert')).toBeNull()

    rerender(
      <Field label="Phone" hint="We only call about this job.">
        <Input type="tel" />
      </Field>,
    )
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull()
  })

  test('announceError: a lone field whose focus does not move announces its error', () => {
    render(
      <Field label="Note" error="Please write a note first" announceError>
        <Input />
      </Field>,
    )

    expect(screen.getByRole('alert').textContent).toBe('Please write a note first')
  })

  test('a control keeps a description of its own beside the field’s', () => {
    render(
      <>
        <p id="limit">Up to 2,000 characters.</p>
        <Field label="Message" error="Please enter a message">
          <TextArea aria-describedby="limit" />
        </Field>
      </>,
    )

    const textarea = screen.getByRole('textbox', { name: 'Message' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(description(textarea)).toBe('Please enter a message Up to 2,000 characters.')
  })

  test('a Select is labelled, chosen from by keyboard, and marked invalid like the rest', async () => {
    const user = userEvent.setup()
    render(
      <Field label="Service" error="Please choose a service" id="service">
        <Select defaultValue="">
          <option value="">Choose one</option>
          <option value="electrical">Electrical</option>
          <option value="hvac">HVAC</option>
        </Select>
      </Field>,
    )

    const select = screen.getByRole('combobox', { name: 'Service' })
    expect(select.id).toBe('service')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(description(select)).toBe('Please choose a service')
    await user.selectOptions(select, 'HVAC')
    expect(select).toHaveProperty('value', 'hvac')
  })

  test('typing reaches an uncontrolled input, and a disabled one takes nothing', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Field label="Name">
          <Input />
        </Field>
        <Field label="Account email">
          <Input disabled defaultValue="sam@harbourline.example" />
        </Field>
      </>,
    )

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Ortiz')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Sam Ortiz')

    const locked = screen.getByRole('textbox', { name: 'Account email' })
    await user.type(locked, 'x')
    expect(locked).toHaveProperty('value', 'sam@harbourline.example')
  })

  test('inline: the label and the control on one line, still tied together', () => {
    render(
      <Field label="Status" inline>
        <Select defaultValue="new">
          <option value="new">New</option>
          <option value="closed">Closed</option>
        </Select>
      </Field>,
    )

    const select = screen.getByRole('combobox', { name: 'Status' })
    expect(select.hasAttribute('aria-describedby')).toBe(false)
  })

  test('inline: an error is shown and read, not only marked', () => {
    render(
      <Field
        label="Status"
        inline
        hint="Closed enquiries leave the list."
        error="Could not change the status"
      >
        <Select defaultValue="new">
          <option value="new">New</option>
        </Select>
      </Field>,
    )

    const select = screen.getByRole('combobox', { name: 'Status' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(description(select)).toBe('Closed enquiries leave the list. Could not change the status')
    expect(screen.getByText('Could not change the status')).not.toBeNull()
  })

  test('labelAside sits beside the label without joining its name', () => {
    render(
      <Field label="Password" labelAside={<a href="/forgot-password">Forgot password?</a>}>
        <Input type="password" />
      </Field>,
    )

    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).not.toBeNull()
  })
})

describe('Checkbox', () => {
  test('its label names it and ticks it; Space ticks it from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Checkbox label="Featured post" />)

    const box = screen.getByRole('checkbox', { name: 'Featured post' })
    expect(box).toHaveProperty('checked', false)
    await user.click(screen.getByText('Featured post'))
    expect(box).toHaveProperty('checked', true)
    await user.keyboard(' ')
    expect(box).toHaveProperty('checked', false)
  })

  test('its hint and error describe it, and the error marks it invalid', () => {
    const { rerender } = render(<Checkbox label="I agree to the terms" hint="You can read them first." />)

    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' })
    expect(description(box)).toBe('You can read them first.')
    expect(box.hasAttribute('aria-invalid')).toBe(false)

    rerender(
      <Checkbox
        label="I agree to the terms"
        hint="You can read them first."
        error="Please agree to continue"
      />,
    )
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(description(box)).toBe('You can read them first. Please agree to continue')
  })
})

describe('Label, Hint and FieldError on their own', () => {
  test('a Label with htmlFor names a control the kit does not draw', () => {
    render(
      <>
        <Label htmlFor="photo">Photo</Label>
        <input id="photo" type="file" />
      </>,
    )

    expect(screen.getByLabelText('Photo').getAttribute('type')).toBe('file')
  })

  test('a Label without htmlFor is a caption the control names by aria-labelledby', () => {
    render(
      <>
        <Label id="content-label">Content</Label>
        <div role="textbox" aria-labelledby="content-label" aria-describedby="content-hint" />
        <Hint id="content-hint">Markdown is not needed.</Hint>
        <FieldError alert>Please write the post</FieldError>
      </>,
    )

    const editor = screen.getByRole('textbox', { name: 'Content' })
    expect(description(editor)).toBe('Markdown is not needed.')
    expect(screen.getByRole('alert').textContent).toBe('Please write the post')
  })
})

test('Options: a plain string is both value and text; a pair shows its label', () => {
  render(
    <Field label="Area">
      <Select defaultValue="">
        <Options options={['Newtown', { value: 'other', label: 'Another suburb' }]} />
      </Select>
    </Field>,
  )

  const options = screen.getAllByRole('option') as HTMLOptionElement[]
  expect(options.map((option) => [option.value, option.textContent])).toEqual([
    ['Newtown', 'Newtown'],
    ['other', 'Another suburb'],
  ])
})
