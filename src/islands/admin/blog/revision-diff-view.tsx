/**
 * A comparison as people read it: added words underlined on green, removed ones struck through
 * on red, and each named as added or removed for screen readers, so colour is never the only sign.
 */
import type { DiffPart, PostComparison } from './revision-diff.ts'

/** How an added or a removed run is drawn: the tag says it to assistive technology, the look to the eye. */
const MARKS = {
  added: {
    Tag: 'ins',
    className:
      'rounded-sm bg-green-100 text-green-950 underline decoration-2 dark:bg-green-400/20 dark:text-green-100',
  },
  removed: {
    Tag: 'del',
    className:
      'rounded-sm bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-400/20 dark:text-red-100',
  },
} as const

function DiffText({ parts }: { parts: DiffPart[] }) {
  if (parts.length === 0) return <span className="text-slate-600 italic dark:text-slate-400">(empty)</span>
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>
        const { Tag, className } = MARKS[part.kind]
        return (
          <Tag key={index} className={className}>
            <span className="sr-only">{`[${part.kind}: `}</span>
            {part.text}
            <span className="sr-only">]</span>
          </Tag>
        )
      })}
    </>
  )
}

const FIELDS = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
] as const

/** The three compared fields, each under its name; `changed` false says there is nothing to see. */
export function PostDiff({ comparison }: { comparison: PostComparison }) {
  return (
    <div className="flex flex-col gap-4" data-testid="revision-diff">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {comparison.changed
          ? 'Underlined words were added since this version; struck-through words were removed.'
          : 'This version reads the same as the current post.'}
      </p>
      {FIELDS.map(([field, label]) => (
        <div key={field}>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{label}</h3>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            <DiffText parts={comparison[field]} />
          </p>
        </div>
      ))}
    </div>
  )
}
