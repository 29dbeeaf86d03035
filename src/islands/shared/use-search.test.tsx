import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SEARCH_DELAY_MS, useSearch } from './use-search.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a search as you type', () => {
  test('follows the trimmed text once typing pauses, not at each key', () => {
    const { result } = renderHook(() => useSearch())
    act(() => result.current.setText('switch'))
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50))
    act(() => result.current.setText(' switchboard '))
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50))

    expect(result.current.text).toBe(' switchboard ')
    expect(result.current.searched).toBeUndefined()

    act(() => vi.advanceTimersByTime(50))
    expect(result.current.searched).toBe('switchboard')
  })

  test('asks for no search once the box is cleared, or holds only spaces', () => {
    const { result } = renderHook(() => useSearch())
    act(() => result.current.setText('hvac'))
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    act(() => result.current.setText('   '))
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))

    expect(result.current.searched).toBeUndefined()
  })

  test('takes over what was typed into the pre-rendered box before the island ran', () => {
    function Box() {
      const search = useSearch()
      return (
        <input
          aria-label="Search"
          ref={search.inputRef}
          defaultValue="typed early"
          data-searched={search.searched ?? ''}
        />
      )
    }
    render(<Box />)
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))

    expect(screen.getByRole('textbox', { name: 'Search' }).dataset['searched']).toBe('typed early')
  })
})

describe('a search on submit', () => {
  test('changes only when the form is sent, and at once when the box is cleared', () => {
    const { result } = renderHook(() => useSearch('on-submit'))
    act(() => result.current.setText(' downlights '))
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 4))
    expect(result.current.searched).toBeUndefined()

    act(() => result.current.submit())
    expect(result.current.searched).toBe('downlights')

    act(() => result.current.setText('down'))
    expect(result.current.searched).toBe('downlights')
    act(() => result.current.setText(''))
    expect(result.current.searched).toBeUndefined()
  })
})
