import { describe, expect, test } from 'vitest'
import { makeEnquiry, makeQuoteDetails } from '#tests/factories/index.ts'
import { enquiryMessages } from './enquiry-messages.ts'

const config = { businessEmail: 'office@harbourline.example', siteUrl: 'https://harbourline.example' }

describe('the two e-mails', () => {
  test('the business gets every detail, with the customer as reply-to', async () => {
    const enquiry = makeEnquiry({ id: 'abc-123', name: 'Ana Silva', phone: null, service: 'hvac' })
    const { business } = await enquiryMessages(enquiry, config)
    expect(business).toMatchObject({
      to: 'office@harbourline.example',
      replyTo: enquiry.email,
      subject: 'New enquiry: Ana Silva (HVAC)',
    })
    for (const part of [
      enquiry.email,
      'Phone: not given',
      enquiry.message,
      'ENQ-ABC123',
      '/admin/enquiries',
    ]) {
      expect(business.text).toContain(part)
    }
    expect(business.html).toContain(enquiry.message)
    expect(business.html).toContain('href="https://harbourline.example/admin/enquiries"')
  })

  test('an urgent quote request: the emergency line stands out, the job rows and the words as typed', async () => {
    const enquiry = makeEnquiry({
      kind: 'quote',
      name: 'Ana Silva',
      message: 'Sparks from the switchboard <b>now</b>\nPlease hurry',
      quote: makeQuoteDetails({ emergency: true, suburb: 'Katoomba', in_area: false, photos: [] }),
    })
    const { business } = await enquiryMessages(enquiry, config)
    expect(business.subject).toBe('URGENT New quote request: Ana Silva (HVAC)')
    const lines = business.text.split('\n')
    for (const line of [
      'A new quote request came in through the website request form.',
      'EMERGENCY: the customer says this is urgent. Call them now.',
      'Suburb: Katoomba (outside our service areas: check coverage)',
      'Address: 12 Example Street, Newtown',
      'Preferred dates: Thu, 3 Dec 2026, Fri, 4 Dec 2026',
      'Time of day: Morning (7am to 12pm)',
      'Photos: none',
      'The job:',
      'Sparks from the switchboard <b>now</b>',
      'Please hurry',
      'Reply to this e-mail to answer Ana Silva directly.',
    ]) {
      expect(lines).toContain(line)
    }
    expect(business.html).toMatch(/class="mail-alert"[^>]*>EMERGENCY: the customer says this is urgent/)
    expect(business.html).toContain('Sparks from the switchboard &lt;b&gt;now&lt;/b&gt;<br/>Please hurry')
  })

  test('the customer gets a confirmation that repeats nothing they typed', async () => {
    const enquiry = makeEnquiry({
      name: 'Buy cheap pills at spam.example',
      message: 'Visit spam.example now',
    })
    const { customer } = await enquiryMessages(enquiry, config)
    expect(customer.to).toBe(enquiry.email)
    // The sender is a no-reply address: a customer who answers reaches the office.
    expect(customer.replyTo).toBe('office@harbourline.example')
    expect(customer.subject).toBe('We have your enquiry - Harbourline Services')
    expect(customer.text).toContain('about HVAC work')
    expect(customer.text).toContain('02 5550 1234')
    expect(`${customer.subject}\n${customer.text}\n${customer.html}`).not.toContain('spam.example')
  })
})
