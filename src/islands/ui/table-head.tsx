/** A table's head: one row of column headings, each read as the name of its column. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly string[]
  className: string
  cellClassName: string
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/**
 * The classes that turn a data table into a list of cards on a phone: below `sm` each row
 * stacks its cells, so no column (a row's buttons) sits off the screen behind a sideways
 * scroll. The table is still read as a table (Chromium keeps the semantics of a re-displayed
 * table); its head is left to screen readers there.
 */
export const stackOnPhone = {
  table: 'max-sm:block max-sm:min-w-0',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:py-3',
  cell: 'max-sm:block max-sm:py-0',
} as const
