import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { ToggleChips, type ToggleChipsProps } from './toggle-chips.tsx'

const TAGS = ['All', 'Electrical', 'HVAC', 'Solar'] as const

/** The chips as a list screen holds them: the chosen tag in state, as the blog's filter does. */
function TagFilter(props: Partial<ToggleChipsProps> & { onPick?: (tag: string) => void }) {
  const [tag, setTag] = useState('All')
  return (
    <ToggleChips
      label="Filter by tag"
      options={TAGS}
      value={tag}
      onChange={(next) => {
        setTag(next)
        props.onPick?.(next)
      }}
      {...props}
    />
  )
}

const group = () => screen.getByRole('group', { name: 'Filter by tag' })
const pressed = () =>
  within(group())
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.textContent)

describe('ToggleChips', () => {
  test('a labelled group of toggle buttons, the chosen one pressed and the rest not', () => {
    render(<TagFilter />)

    const chips = within(group()).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual([...TAGS])
    expect(pressed()).toEqual(['All'])
    expect(within(group()).getAllByRole('button', { pressed: false })).toHaveLength(3)
  })

  test('a click chooses a chip: it is announced as pressed, the one before is not', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<TagFilter onPick={onPick} />)

    await user.click(screen.getByRole('button', { name: 'HVAC' }))

    expect(onPick).toHaveBeenCalledWith('HVAC')
    expect(pressed()).toEqual(['HVAC'])
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
  })

  test('by keyboard: Tab reaches each chip in turn, Space and Enter choose it', async () => {
    const user = userEvent.setup()
    render(<TagFilter />)

    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'All' }))
    await user.tab()
    await user.keyboard(' ')
    expect(pressed()).toEqual(['Electrical'])

    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Solar' }))
    await user.keyboard('{Enter}')
    expect(pressed()).toEqual(['Solar'])
  })

  test('matches and optionLabel: a tag in another case is still the pressed one, read as written', () => {
    render(
      <TagFilter
        value="hvac"
        matches={(option, value) => option.toLowerCase() === value.toLowerCase()}
        optionLabel={(option) => `#${option}`}
        onChange={() => {}}
      />,
    )

    expect(pressed()).toEqual(['#HVAC'])
  })

  test('chips never submit the form they sit in', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(
      <form aria-label="Search" onSubmit={onSubmit}>
        <TagFilter />
      </form>,
    )

    await user.click(screen.getByRole('button', { name: 'Solar' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
