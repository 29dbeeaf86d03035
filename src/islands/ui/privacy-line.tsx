/**
 * The line beside a form's send button: what the details are for, and the policy. Its own
 * module, so the sign-in island takes it without the public forms' schemas (form-parts.tsx).
 */
export function PrivacyLine({ use }: { use: string }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {use} See our{' '}
      <a href="/privacy-policy" className="text-brand-700 dark:text-brand-300 font-medium underline">
        Privacy Policy
      </a>
      .
    </p>
  )
}
