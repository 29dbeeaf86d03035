import { describe, expect, test } from 'vitest'
import type { MailContent, MailLook } from './mail-content.ts'
import { composeMail, renderMail } from './render-mail.ts'

const look: MailLook = {
  brand: 'Harbourline Services',
  phone: '02 5550 1234',
  siteUrl: 'https://harbourline.example',
}

const typed = 'Power is out </p><script>alert("x")</script>\nand the "switchboard" smells & buzzes'
const sample: MailContent = {
  preview: 'A new request from <b>Ana</b>',
  heading: 'New quote request',
  blocks: [
    { kind: 'text', text: 'A new quote request came in through the website request form.' },
    { kind: 'alert', text: 'EMERGENCY: the customer says this is urgent. Call them now.' },
    {
      kind: 'details',
      rows: [
        ['Name', 'Ana Silva'],
        ['Phone', 'not given'],
      ],
    },
    { kind: 'text', text: 'The job:' },
    { kind: 'quote', text: typed },
    {
      kind: 'button',
      label: 'All enquiries and requests',
      url: 'https://harbourline.example/admin/enquiries?a=1&b=2',
    },
    { kind: 'small', text: 'We sent this because this address was entered on a form.' },
  ],
}

describe('the text part', () => {
  test('the heading, the blocks a blank line apart, then the business', async () => {
    const { text } = await renderMail(sample, look)
    expect(text).toBe(
      [
        'New quote request',
        '',
        'A new quote request came in through the website request form.',
        '',
        'EMERGENCY: the customer says this is urgent. Call them now.',
        '',
        'Name: Ana Silva',
        'Phone: not given',
        '',
        'The job:',
        '',
        typed,
        '',
        'All enquiries and requests: https://harbourline.example/admin/enquiries?a=1&b=2',
        '',
        'We sent this because this address was entered on a form.',
        '',
        'Harbourline Services',
        '02 5550 1234',
        'https://harbourline.example',
      ].join('\n'),
    )
  })

  test('a details block with no rows leaves no empty paragraph', async () => {
    const { text } = await renderMail({ ...sample, blocks: [{ kind: 'details', rows: [] }] }, look)
    expect(text).toBe('New quote request\n\nHarbourline Services\n02 5550 1234\nhttps://harbourline.example')
  })
})

describe('the HTML part', () => {
  test('draws the brand, the heading, every block and the footer', async () => {
    const { html } = await renderMail(sample, look)
    for (const part of [
      'Harbourline Services',
      '>New quote request</h1>',
      'A new quote request came in through the website request form.',
      'EMERGENCY: the customer says this is urgent. Call them now.',
      '>Ana Silva</td>',
      '>All enquiries and requests<',
      'We sent this because this address was entered on a form.',
      '02 5550 1234',
      'href="https://harbourline.example"',
    ]) {
      expect(html).toContain(part)
    }
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('max-width:600px')
  })

  test('what people typed comes out escaped, line breaks as <br>', async () => {
    const { html } = await renderMail(sample, look)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('"switchboard"')
    expect(html).toContain(
      'Power is out &lt;/p&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>and the &quot;switchboard&quot; smells &amp; buzzes',
    )
    expect(html).toContain('A new request from &lt;b&gt;Ana&lt;/b&gt;')
    expect(html).not.toContain('<b>Ana')
  })

  test('the button links to its URL in both parts', async () => {
    const { html, text } = await renderMail(sample, look)
    expect(html).toContain('href="https://harbourline.example/admin/enquiries?a=1&amp;b=2"')
    expect(text).toContain('https://harbourline.example/admin/enquiries?a=1&b=2')
  })

  test('readable in dark mode: colour scheme declared, dark rules for the classes drawn', async () => {
    const { html } = await renderMail(sample, look)
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>')
    expect(html).toContain('@media (prefers-color-scheme: dark)')
    for (const name of [
      'mail-page',
      'mail-card',
      'mail-heading',
      'mail-text',
      'mail-quote',
      'mail-alert',
      'mail-button',
    ]) {
      expect(html).toContain(`.${name}`)
      expect(html).toMatch(new RegExp(`class="${name}"`))
    }
  })

  test('Outlook on Windows, which ignores max-width and a table’s padding, gets the card in a 600 px table and its padding on a cell', async () => {
    const { html } = await renderMail(sample, look)
    expect(html).toMatch(
      /<!--\[if mso\]><table [^>]*width="600"[^>]*><tr><td><!\[endif\]--><table [^>]*class="mail-card"/,
    )
    expect(html).toMatch(/<\/table><!--\[if mso\]><\/td><\/tr><\/table><!\[endif\]-->/)
    const card = /<table [^>]*class="mail-card"[^>]*>\s*<tbody>\s*<tr[^>]*>\s*<td([^>]*)>/.exec(html)
    expect(card?.[0]).not.toMatch(/<table [^>]*padding/)
    expect(card?.[1]).toContain('padding:0 24px')
  })

  test('a long unbroken address or word wraps instead of widening the message on a phone', async () => {
    const long = `${'x'.repeat(120)}@example.com`
    const { html } = await renderMail(
      {
        ...sample,
        blocks: [
          { kind: 'details', rows: [['Email', long]] },
          { kind: 'text', text: `Reply to ${long} directly.` },
          { kind: 'small', text: long },
        ],
      },
      look,
    )
    const holders = [...html.matchAll(/<(?:p|td)\b[^>]*>[^<]*x{120}/g)].map(([element]) => element)
    expect(holders).toHaveLength(3)
    for (const element of holders) expect(element).toContain('word-break:break-word')
  })

  test('a business name with a long word wraps too: the card breaks every word it holds', async () => {
    const brand = 'Wolfeschlegelsteinhausenbergerdorff Electrical'
    const { html } = await renderMail(sample, { ...look, brand })
    const [, cellStyle, inside] =
      /<table [^>]*class="mail-card"[^>]*>\s*<tbody>\s*<tr[^>]*>\s*<td([^>]*)>([\s\S]*)<\/td>/.exec(html) ??
      []
    expect(cellStyle).toContain('word-break:break-word')
    // The brand above the heading and in the footer, both inside that cell.
    expect(inside?.match(/Wolfeschlegelsteinhausenbergerdorff/g)).toHaveLength(2)
    // …but not our own labels ("Phone"), which the value's column would squeeze letter by letter.
    expect(html).toMatch(/<td class="mail-muted" style="[^"]*word-break:normal[^"]*">Phone</)
  })

  test('no images at all', async () => {
    const { html } = await renderMail(sample, look)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/url\(/i)
  })
})

test("composeMail keeps the envelope, adds both parts, and sends in the business's name", async () => {
  const message = await composeMail(
    { to: 'a@example.com', replyTo: 'b@example.com', subject: 'Hi' },
    sample,
    { ...look, brand: 'Northside Sparks' },
  )
  expect(message).toMatchObject({
    to: 'a@example.com',
    replyTo: 'b@example.com',
    subject: 'Hi',
    senderName: 'Northside Sparks',
  })
  expect(message.text).toContain('Name: Ana Silva')
  expect(message.html).toContain('<h1')
})
