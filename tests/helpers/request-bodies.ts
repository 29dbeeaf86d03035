/** Bodies the public forms send, valid as they stand, for route tests to send or spoil. */
import type { NewQuoteRequest } from '../../src/domain/quote-request.ts'

/** A quote request for a service in the area, with no photos. */
export function quoteRequestBody(overrides: Partial<NewQuoteRequest> = {}): NewQuoteRequest {
  return {
    name: 'Sam',
    phone: '0400 000 000',
    email: 'sam@example.com',
    service: 'hvac',
    area: 'Inner West',
    address: '1 Example Street',
    time_window: 'any',
    emergency: false,
    description: 'Service the split system, please.',
    ...overrides,
  }
}
