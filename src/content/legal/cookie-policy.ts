import { relatedTo, type LegalDocument, type LegalFacts } from './legal-document'

/** The theme choice key; keep in step with ThemeInit.astro and the theme toggle. */
const THEME_KEY = 'vite-ui-theme'
/** Who is signed in, for the header (src/lib/auth-hint.ts AUTH_HINT_KEY). */
export const SIGNED_IN_HINT_KEY = 'auth-hint'
/** A message carried to the next page (src/islands/ui/toast.tsx PENDING_TOAST_KEY). */
export const NEXT_PAGE_MESSAGE_KEY = 'pending-toast'

export const cookiePolicy = (facts: LegalFacts): LegalDocument => ({
  title: 'Cookie Policy',
  description: `What our website stores in your browser and why: no tracking or advertising cookies, only your theme choice and, if you sign in, your session and who is signed in.`,
  lastUpdated: '2026-11-27',
  summary:
    'Short version: this website uses no tracking, analytics or advertising cookies. It stores only what it needs to remember your theme choice, to carry a short message to the next page and, if you sign in, to keep you signed in.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What Are Cookies',
      blocks: [
        {
          kind: 'p',
          content:
            'Cookies are small text files a website asks your browser to keep, so it can recognise your browser on a later visit. Websites can also keep information in your browser with similar technologies, such as local storage and IndexedDB. This policy covers all of them and explains how they are used on this website.',
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How We Use Cookies',
      blocks: [
        {
          kind: 'p',
          content: `${facts.brand} keeps browser storage to a minimum. We use it only to make the site work the way you asked: to remember whether you prefer a light or dark theme, and to keep you signed in if you have an account.`,
        },
        {
          kind: 'p',
          content:
            'We do not use cookies or browser storage to track you across websites, to build a profile of you, to measure audiences or to show advertising, and we do not share browser data with advertisers.',
        },
      ],
    },
    {
      id: 'types-of-cookies-we-use',
      heading: 'Types of Cookies We Use',
      blocks: [
        {
          kind: 'table',
          caption: 'Types of cookies and browser storage on this website',
          columns: ['Type', 'Used on this website?', 'What for'],
          rows: [
            [
              'Strictly necessary',
              'Yes',
              'Keeping you signed in and protecting your account; showing the right menu for who is signed in; carrying a short message to the next page',
            ],
            ['Preferences', 'Yes', 'Remembering your light, dark or system theme choice'],
            ['Analytics or performance', 'No', 'Not used'],
            ['Advertising or tracking', 'No', 'Not used'],
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Local Storage',
      blocks: [
        { kind: 'p', content: 'This website keeps the following in your browser:' },
        {
          kind: 'list',
          items: [
            [
              { code: THEME_KEY },
              ' (local storage): your theme choice, light, dark or system. It is set only when you change the theme, stays until you clear your browser data, and never leaves your device.',
            ],
            'Sign-in session (IndexedDB, or local storage where IndexedDB is not available): when you sign in, Firebase Authentication, the Google service that manages our accounts, keeps your session in your browser so you stay signed in. It is removed when you sign out.',
            [
              { code: SIGNED_IN_HINT_KEY },
              ' (local storage): while you are signed in, your e-mail address and whether you are one of our staff, so each page shows the right menu before the sign-in code has loaded. It never leaves your device, grants nothing by itself, and is removed when you sign out.',
            ],
            [
              { code: NEXT_PAGE_MESSAGE_KEY },
              ' (session storage): a short message for the next page you open, such as "Access Denied" after a page you cannot use sends you elsewhere. It is removed once shown, when you sign out, or when you close the tab.',
            ],
          ],
        },
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      blocks: [
        {
          kind: 'p',
          content:
            'Our service areas section can show an interactive map from OpenStreetMap. The map is only loaded when you ask for it. Until then, no request is made to OpenStreetMap. Once loaded, the map is served by the OpenStreetMap Foundation, which receives your IP address and may set its own cookies under its own privacy policy:',
        },
        {
          kind: 'p',
          content: [
            {
              text: 'OpenStreetMap Foundation Privacy Policy',
              href: 'https://osmfoundation.org/wiki/Privacy_Policy',
            },
            '.',
          ],
        },
        {
          kind: 'p',
          content:
            'We do not embed social media widgets, advertising networks or analytics services. Our social media links are plain links and send nothing until you click them.',
        },
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing Cookies',
      blocks: [
        {
          kind: 'p',
          content:
            "You can view and delete cookies and site data in your browser's settings, and block them for this site or all sites. Blocking storage for this site will not stop you browsing it: you will simply need to choose your theme again on each visit, and you will not be able to stay signed in.",
        },
        {
          kind: 'p',
          content:
            'Signing out removes your sign-in session and the record of who is signed in. Choosing "System" as your theme follows your device setting.',
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
            'If you have questions about this policy, e-mail us at ',
            { text: facts.email, href: facts.mailHref },
            ' or contact us using the details below.',
          ],
        },
        { kind: 'contact' },
      ],
    },
  ],
  related: relatedTo('/cookie-policy'),
})
