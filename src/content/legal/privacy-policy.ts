import { LINK_DAYS_AFTER_CLOSE } from '../../domain/request-status.ts'
import { relatedTo, type LegalDocument, type LegalFacts } from './legal-document'

/** How long a daily database backup is kept: BACKUP_RETENTION in scripts/production/project.ts. */
export const BACKUP_WEEKS = 14

export const privacyPolicy = (facts: LegalFacts): LegalDocument => ({
  title: 'Privacy Policy',
  description: `How ${facts.brand} collects, uses, stores and protects your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
  lastUpdated: '2026-11-27',
  summary: `We collect only what we need to quote, do and bill your work and to run this website. We never sell your information, and this site uses no analytics or advertising trackers.`,
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        {
          kind: 'p',
          content: `${facts.legalName} (ABN ${facts.abn}), trading as ${facts.brand} ("we", "us", "our"), provides electrical, HVAC, ICT and lighting services to homes and businesses across Greater Sydney. We respect your privacy and handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).`,
        },
        {
          kind: 'p',
          content:
            'This policy explains what personal information we collect, why we collect it, how we use, store and protect it, and how you can access or correct it or make a complaint. It applies to information we collect through this website, over the phone, by e-mail and when we work at your premises.',
        },
        {
          kind: 'p',
          content:
            'You can deal with us anonymously or under a pseudonym when you only want general information, for example about our service areas. We need your name and contact details to quote, book or invoice work.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data We Collect',
      blocks: [
        { kind: 'p', content: 'Depending on how you deal with us, we may collect:' },
        {
          kind: 'list',
          items: [
            'Contact details: your name, phone number, e-mail address and the service address.',
            'Enquiry details: the service you are interested in and the message you send us through the contact form, by e-mail or by phone.',
            'Quote requests: the job address and suburb, the dates and time of day that suit you, whether it is an emergency, your description of the job and any photos you attach. Attached photos are seen only by our staff, never published, and their embedded metadata (including GPS coordinates) is removed.',
            "Your request's page: each enquiry and quote request has a private page showing what you sent, your photos, its status with dates and the time of a booked visit. What you add there (a message, more photos, or cancelling the request) is kept with the request.",
            'Job and billing records: quotes, work orders, photos of the work area taken by our technicians, compliance certificates, invoices and payment records. We do not store full card numbers; card payments are handled by our payment provider.',
            'Account details: if you create an account, your e-mail address and sign-in records. Your password is handled by Google Firebase Authentication and is never visible to us.',
            'Gallery uploads: photos you choose to share, with the title, description, location and tags you add. We strip embedded metadata, including GPS coordinates, from every uploaded photo.',
            'Technical data: when you use the website, our hosting provider records standard server logs (IP address, browser type, pages requested and the time of the request) so we can keep the site secure and working. Our server also counts, by IP address (for IPv6, by its network part), how often the forms, photo uploads and request pages are used from one connection, and how many confirmations go to one e-mail address (scrambled), so floods and guessing can be blocked.',
          ],
        },
        {
          kind: 'p',
          content:
            'We do not collect sensitive information (such as health information) unless you choose to tell us about, for example, a medical condition that makes restoring power urgent, and then only with your consent.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How We Use Data',
      blocks: [
        {
          kind: 'p',
          content:
            'We use personal information only for the purpose we collected it for, or for a related purpose you would reasonably expect, as the APPs allow. The table below sets out each purpose, the information involved and the basis on which we use it.',
        },
        {
          kind: 'table',
          caption: 'How we use your personal information',
          columns: ['Purpose', 'Data', 'Lawful Basis'],
          rows: [
            [
              'Responding to enquiries and quote requests, including one e-mail confirming we received yours',
              'Name, phone, e-mail, service of interest, your message',
              'The primary purpose you gave it to us for (APP 6.1)',
            ],
            [
              'Keeping you up to date on a request: e-mails when its status changes, an invitation for your calendar when a visit is booked (and an update if it moves or is cancelled), a reminder the day before, and one request for a review when the job is done',
              "Name, e-mail, your request's details, status and booked visit",
              'The primary purpose you gave it to us for (APP 6.1)',
            ],
            [
              'Providing, scheduling and invoicing services',
              'Contact details, service address, job details, photos of the work area, payment records',
              'Needed to perform our agreement with you (APP 3 and APP 6.1)',
            ],
            [
              'Your account and gallery uploads',
              'E-mail address, sign-in records, the photos and descriptions you submit',
              'Your consent, which you can withdraw at any time by deleting your account or asking us to remove a photo',
            ],
            [
              'Website security and analytics-free logs, and blocking floods of form submissions and guessed links',
              'IP address, browser type, pages requested, time of request; counts per IP address and per (scrambled) e-mail address',
              'A related purpose you would reasonably expect: keeping the site secure (APP 6.2(a)); no analytics or advertising profiles are built',
            ],
            [
              'Meeting our legal obligations',
              'Invoices, payment records, electrical compliance certificates, safety records',
              'Required or authorised by Australian law, such as tax and electrical safety laws (APP 6.2(b))',
            ],
          ],
        },
        {
          kind: 'p',
          content:
            'We do not sell, rent or trade personal information, and we do not send marketing e-mails unless you have asked to receive them. Every marketing message we send includes a simple way to opt out.',
        },
        {
          kind: 'p',
          content:
            'We share personal information only with the service providers who run this website and our e-mail for us (Google, for hosting, storage and sign-in, and our e-mail provider, which carries the e-mails we send and the copy of each enquiry our office receives), with our payment provider for card payments, and when the law requires it.',
        },
        {
          kind: 'p',
          content:
            'Every e-mail about a request has a link to stop further e-mails about it. We ask for a review once, and never again for the same request.',
        },
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      blocks: [
        {
          kind: 'p',
          content:
            'We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, change or disclosure (APP 11). These include:',
        },
        {
          kind: 'list',
          items: [
            'encrypted connections (HTTPS) for the whole website;',
            'our database, stored files and server on Google Cloud and Firebase in the Sydney region (australia-southeast1), with access limited to staff who need it and protected by individual sign-ins;',
            'permission checks on our server for every change to website content, so no one can edit data simply from their browser;',
            're-encoding every uploaded photo and removing its metadata before it is stored.',
          ],
        },
        {
          kind: 'p',
          content: `Your request's page opens with the link in our e-mails, and whoever has that link can open it, so keep those e-mails to yourself. We never ask for a password for it. The link stops working ${LINK_DAYS_AFTER_CLOSE} days after the request is closed, the page is kept out of search engines, and repeated guesses at links are blocked.`,
        },
        {
          kind: 'p',
          content:
            "Some of what we use is not only in Australia: Firebase Authentication, which manages sign-in, is a global Google service, so account data may be processed overseas, for example in the United States; the website's pages are delivered through Firebase Hosting's worldwide network, and Google's server logs may be kept outside Australia; and our e-mail provider's servers, which carry the e-mails about your request, may be overseas. Each provider is bound by its data processing terms and security commitments. We do not otherwise send personal information overseas.",
        },
        {
          kind: 'p',
          content:
            'If a data breach is likely to cause serious harm, we will notify you and the Office of the Australian Information Commissioner (OAIC) as the Notifiable Data Breaches scheme requires.',
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      blocks: [
        {
          kind: 'p',
          content: 'We keep personal information only as long as we need it, then delete or de-identify it:',
        },
        {
          kind: 'list',
          items: [
            "Enquiries and quote requests sent through this website, with their photos, their status history and booked visits, what you added on the request's page and our record of the e-mails about them: deleted 2 years after we receive them, automatically, or sooner if you ask. One that leads to work becomes part of the job records below.",
            'Job, invoice and payment records: at least 5 years, as Australian tax law requires; electrical compliance records for as long as NSW law requires.',
            'Accounts: until you delete yours on the Your Account page, or ask us to. Deleting it also deletes your photos that are not in the gallery (waiting for review or not accepted); photos already in the gallery stay there without your name, so delete them there first if you want them gone, or ask us. Enquiries and quote requests are not part of an account and are kept as above.',
            "Photos you upload with a quote request, on a request's page or for the gallery but do not send: deleted within a day, automatically.",
            'Gallery photos: until you delete them on the Your Account page, or ask us or we remove them.',
            "Records of the changes our staff make in this website's admin area (who changed what and when, with the staff member's e-mail address): deleted 1 year after the change, automatically. They name an enquiry only by its kind and the day it arrived, never by your name or message, and a gallery photo by its title.",
            'Counts used to block floods and guessed links (by IP address or scrambled e-mail address): each lasts at most a day and is deleted automatically within a day after that.',
            'Server logs: about 30 days.',
            `Backups: our database is backed up daily and each backup is kept ${BACKUP_WEEKS} weeks, so something deleted stays in the backups until then. Only we can reach them, and we use them only to recover from a failure or a mistake.`,
          ],
        },
      ],
    },
    {
      id: 'your-legal-rights',
      heading: 'Your Legal Rights',
      blocks: [
        { kind: 'p', content: 'Under the Privacy Act you may:' },
        {
          kind: 'list',
          items: [
            'ask for access to the personal information we hold about you (APP 12);',
            'ask us to correct information that is inaccurate, out of date, incomplete or misleading (APP 13);',
            'withdraw your consent for uses that rely on it, such as your account or gallery photos;',
            'opt out of any marketing messages;',
            'make a complaint about how we have handled your information.',
          ],
        },
        {
          kind: 'p',
          content:
            'Contact us using the details below. We will respond within 30 days and do not charge for making a request. If you are not satisfied with how we handle a complaint, you can contact the Office of the Australian Information Commissioner:',
        },
        {
          kind: 'p',
          content: [{ text: 'www.oaic.gov.au', href: 'https://www.oaic.gov.au' }, ' or 1300 363 992.'],
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      blocks: [
        {
          kind: 'p',
          content:
            'We may update this policy when our services, our systems or the law change. The date at the top of this page shows when the wording last changed. If a change significantly affects how we use information you have already given us, we will tell you directly before it takes effect.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'p',
          content: [
            'For privacy questions, access or correction requests or complaints, please contact our privacy officer by e-mail at ',
            { text: facts.email, href: facts.mailHref },
            ' or by phone or post:',
          ],
        },
        { kind: 'contact' },
      ],
    },
  ],
  related: relatedTo('/privacy-policy'),
})
