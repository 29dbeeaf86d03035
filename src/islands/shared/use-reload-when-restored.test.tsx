import { render } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { useReloadWhenRestored } from './use-reload-when-restored.ts'

function Screen({ reload }: { reload: () => void }) {
  useReloadWhenRestored(reload)
  return <p>Enquiries</p>
}

const pageshow = (persisted: boolean) => new PageTransitionEvent('pageshow', { persisted })

describe('useReloadWhenRestored', () => {
  test('a screen brought back by Back from the back/forward cache reloads, so it checks the session again', () => {
    const reload = vi.fn()
    render(<Screen reload={reload} />)
    dispatchEvent(pageshow(false)) // the first load
    expect(reload).not.toHaveBeenCalled()
    dispatchEvent(pageshow(true))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  test('a screen no longer shown does not', () => {
    const reload = vi.fn()
    render(<Screen reload={reload} />).unmount()
    dispatchEvent(pageshow(true))
    expect(reload).not.toHaveBeenCalled()
  })
})
