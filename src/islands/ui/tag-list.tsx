import type { ReactNode } from 'react'

/** An item's tags as a row of small labels (a list named "Tags"); nothing when it has none. */
export function TagList({
  tags,
  render = (tag) => tag,
  className = '',
}: {
  tags: readonly string[]
  /** What a tag reads: the tag itself, '#tag', or a link to the list filtered by it. */
  render?: (tag: string) => ReactNode
  className?: string
}) {
  if (tags.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium wrap-anywhere text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {render(tag)}
        </li>
      ))}
    </ul>
  )
}
