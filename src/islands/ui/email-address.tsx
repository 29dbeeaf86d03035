/**
 * An e-mail address that fits a narrow screen without breaking inside a word: a long address
 * may wrap after its @ and before each dot, and only a part too long for the line on its own
 * is broken further (`overflow-wrap: break-word`). `break-all` broke addresses anywhere.
 */
import { Fragment } from 'react'

/** The address's parts: the @ ends one, a dot starts one. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/)
}

export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span className={`break-words ${className}`} data-email>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
