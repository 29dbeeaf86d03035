import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { SearchField } from './search-field.tsx'

describe('SearchField', () => {
  test('a searchbox named by its label, which only screen readers read unless asked', () => {
    const { rerender } = render(<SearchField label="Search posts" onValue={() => {}} />)

    const box = screen.getByRole('searchbox', { name: 'Search posts' })
    expect(box.getAttribute('type')).toBe('search')
    expect(screen.getByText('Search posts').className).toContain('sr-only')
    // The magnifier is decoration.
    expect(box.parentElement?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')

    rerender(<SearchField label="Search posts" showLabel onValue={() => {}} />)
    expect(screen.getByText('Search posts').className).not.toContain('sr-only')
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBe(box)
  })

  test('hands over each change of the text alone, and the text when it is cleared', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<SearchField label="Search enquiries" placeholder="Name, email or suburb" onValue={onValue} />)

    const box = screen.getByRole('searchbox', { name: 'Search enquiries' })
    await user.type(box, 'Bondi')
    expect(onValue).toHaveBeenLastCalledWith('Bondi')
    expect(onValue).toHaveBeenCalledTimes(5)

    await user.clear(box)
    expect(onValue).toHaveBeenLastCalledWith('')
    expect(screen.getByPlaceholderText('Name, email or suburb')).toBe(box)
  })

  test('controlled: shows the value it is given, and keeps its own id where one is passed', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [text, setText] = useState('solar')
      return (
        <>
          <SearchField id="post-search" label="Search posts" value={text} onValue={setText} />
          <p>Showing: {text || 'everything'}</p>
        </>
      )
    }
    render(<Controlled />)

    const box = screen.getByRole('searchbox', { name: 'Search posts' })
    expect(box.id).toBe('post-search')
    expect(box).toHaveProperty('value', 'solar')
    await user.clear(box)
    expect(screen.getByText('Showing: everything')).not.toBeNull()
    await user.type(box, 'hot water')
    expect(screen.getByText('Showing: hot water')).not.toBeNull()
  })
})
