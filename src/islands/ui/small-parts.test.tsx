import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { Badge } from './badge.tsx'
import { HoneypotField, NoScriptCallUs, PrivacyLine, RequiredFieldsNote } from './form-parts.tsx'
import { AdminPageHeading } from './page-heading.tsx'
import { LoadingState, Spinner } from './spinner.tsx'
import { TableHead } from './table-head.tsx'
import { TagList } from './tag-list.tsx'
import { phone } from '#tests/components/public-form-props.ts'

describe('the small parts of the kit', () => {
  test('Badge: its text, in the tone asked for', () => {
    render(<Badge tone="warning">Waiting for review</Badge>)

    expect(screen.getByText('Waiting for review').className).toContain('bg-amber-100')
  })

  test('Spinner is decoration alone; LoadingState is a status with its line', () => {
    render(
      <>
        <Spinner />
        <LoadingState label="Loading gallery..." />
      </>,
    )

    expect(screen.getByRole('status').textContent).toBe('Loading gallery...')
    expect(document.querySelectorAll('[data-spinner]')).toHaveLength(2)
  })

  test('AdminPageHeading: one h1, its subtitle, the way back and the actions', () => {
    render(
      <AdminPageHeading
        title="Enquiries"
        subtitle="Messages from the website"
        back
        actions={<a href="/x">Export</a>}
      />,
    )

    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).not.toBeNull()
    expect(screen.getByText('Messages from the website')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    )
    expect(screen.getByRole('link', { name: 'Export' })).not.toBeNull()
  })

  test('AdminPageHeading without back has no link', () => {
    render(<AdminPageHeading title="Dashboard" />)

    expect(screen.queryByRole('link')).toBeNull()
  })

  test('TagList: a list named Tags with one item a tag; nothing when there are none', () => {
    const { rerender, container } = render(<TagList tags={['HVAC', 'Solar']} render={(tag) => `#${tag}`} />)

    const list = screen.getByRole('list', { name: 'Tags' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#HVAC', '#Solar'])

    rerender(<TagList tags={[]} />)
    expect(container.childElementCount).toBe(0)
  })
})

test('TableHead: a column heading for each name, in order', () => {
  render(
    <table>
      <TableHead columns={['When', 'Who']} className="border-b" cellClassName="px-3" />
    </table>,
  )

  expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['When', 'Who'])
})

describe('the public forms’ parts', () => {
  test('RequiredFieldsNote reads "with an asterisk" where the eye sees the asterisk', () => {
    render(<RequiredFieldsNote />)

    // A screen reader hears "Fields marked with an asterisk are required.", not "marked required".
    const note = screen.getByText(/are required/)
    expect(note.textContent).toBe('Fields marked *with an asterisk are required.')
    expect(within(note).getByText('*').getAttribute('aria-hidden')).toBe('true')
    expect(within(note).getByText('with an asterisk').className).toContain('sr-only')
  })

  test('PrivacyLine: what the details are for, and a link to the policy', () => {
    render(<PrivacyLine use="We use your details only to answer you." />)

    expect(screen.getByText(/We use your details only to answer you\./)).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  test('NoScriptCallUs: inside <noscript>, so nothing of it shows where the script runs', () => {
    const { container } = render(<NoScriptCallUs phone={phone} />)

    expect(container.querySelector('noscript')).not.toBeNull()
  })

  test('HoneypotField: out of sight, out of the tab order and of the accessibility tree', () => {
    render(<HoneypotField id="website" name="website" />)

    const input = document.getElementById('website')
    expect(input?.tabIndex).toBe(-1)
    expect(input?.getAttribute('autocomplete')).toBe('off')
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
