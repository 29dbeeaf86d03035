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
