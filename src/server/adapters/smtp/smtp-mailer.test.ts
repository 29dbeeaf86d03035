import nodemailer, { type SendMailOptions } from 'nodemailer'
import { expect, test } from 'vitest'
import { smtpMessageOptions } from './smtp-mailer.ts'

/** The raw MIME message nodemailer would hand the server (a stream transport sends nothing). */
async function mime(options: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail(options)
  return info.message.toString()
}

const FROM = 'Harbourline Services <no-reply@harbourline.example>'

const invite =
  'BEGIN:VCALENDAR\nMETHOD:REQUEST\nBEGIN:VEVENT\nUID:enquiry-1@harbourline.example\nEND:VEVENT\nEND:VCALENDAR'

test('a plain message: the text part only, reply-to when given', async () => {
  const raw = await mime(
    smtpMessageOptions(
      { to: 'a@example.com', replyTo: 'b@example.com', subject: 'Hello', text: 'Hi there' },
      FROM,
    ),
  )
  expect(raw).toMatch(/^Reply-To: b@example\.com$/m)
  expect(raw).toMatch(/^Content-Type: text\/plain/m)
  expect(raw).not.toContain('text/html')
  expect(raw).not.toContain('text/calendar')
})

test('HTML, an invitation and extra headers all go out', async () => {
  const options = smtpMessageOptions(
    {
      to: 'a@example.com',
      subject: 'Booked',
      text: 'Booked for Thursday',
      html: '<p>Booked for Thursday</p>',
      calendar: { method: 'REQUEST', filename: 'booking.ics', content: invite },
      headers: { 'List-Unsubscribe': '<https://harbourline.example/stop>' },
    },
    FROM,
  )
  expect(options.icalEvent).toEqual({ method: 'REQUEST', filename: 'booking.ics', content: invite })
  const raw = await mime(options)
  expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/harbourline\.example\/stop>$/m)
  expect(raw).toMatch(/^Content-Type: text\/plain/m)
  expect(raw).toMatch(/^Content-Type: text\/html/m)
  // The calendar alternative, and the same invitation once as a file.
  expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST$/m)
  expect(raw).toMatch(/^Content-Type: application\/ics; name=booking\.ics$/m)
  expect(raw.match(/^Content-Disposition: attachment; filename=booking\.ics$/gm)).toHaveLength(1)
})

test('a cancellation carries its method', async () => {
  const raw = await mime(
    smtpMessageOptions(
      {
        to: 'a@example.com',
        subject: 'Cancelled',
        text: 'Cancelled',
        calendar: { method: 'CANCEL', filename: 'booking.ics', content: invite.replace('REQUEST', 'CANCEL') },
      },
      FROM,
    ),
  )
  expect(raw).toContain('method=CANCEL')
  expect(raw).not.toContain('method=REQUEST')
})

test('every message says it is automatic, so out-of-office replies do not answer it', async () => {
  const raw = await mime(
    smtpMessageOptions(
      {
        to: 'office@example.com',
        replyTo: 'customer@example.com',
        subject: 'New enquiry',
        text: 'Hi',
        headers: { 'List-Unsubscribe': '<https://harbourline.example/stop>' },
      },
      FROM,
    ),
  )
  expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m)
  expect(raw).toMatch(/^X-Auto-Response-Suppress: OOF, AutoReply$/m)
  expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/harbourline\.example\/stop>$/m)
})

test("the sender shows the business's name as saved, at MAIL_FROM's address", async () => {
  const message = { to: 'a@example.com', subject: 'Hello', text: 'Hi there' }
  expect(await mime(smtpMessageOptions({ ...message, senderName: 'Northside Sparks' }, FROM))).toMatch(
    /^From: Northside Sparks <no-reply@harbourline\.example>$/m,
  )
  expect(await mime(smtpMessageOptions(message, FROM))).toMatch(
    /^From: Harbourline Services <no-reply@harbourline\.example>$/m,
  )
  expect(
    await mime(smtpMessageOptions({ ...message, senderName: 'Zoë & Co' }, 'no-reply@x.example')),
  ).toMatch(/^From: =\?UTF-8\?Q\?Zo=C3=AB_=26_Co\?= <no-reply@x\.example>$/m)
})
