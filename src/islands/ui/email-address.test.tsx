import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { EmailAddress } from './email-address.tsx'

describe('EmailAddress', () => {
  test('reads as the whole address, with a break allowed after the @ and before each dot only', () => {
    const email = 'alexandra.montgomery@northern-beaches.electrical.example'
    render(
      <p>
        From <EmailAddress email={email} className="font-medium" />
      </p>,
    )

    const address = screen.getByText(email)
    expect(address.textContent).toBe(email)
    expect(address.className).toContain('font-medium')
    // The parts between the break points, as the text nodes around each <wbr>.
    const parts = Array.from(address.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
    expect(parts).toEqual(['alexandra', '.montgomery@', 'northern-beaches', '.electrical', '.example'])
    expect(address.querySelectorAll('wbr')).toHaveLength(4)
  })

  test('wraps between words, never inside one (no break-all)', () => {
    render(<EmailAddress email="jo@example.com" />)

    const address = screen.getByText('jo@example.com')
    expect(address.className).toContain('break-words')
    expect(address.className).not.toContain('break-all')
  })
})
