import { POST_STATUSES, type PostStatus } from '../../../domain/post.ts'
import { ToggleChips } from '../../ui/toggle-chips.tsx'

/** Which posts the admins' list shows: every status, or one. */
export type StatusFilter = PostStatus | 'all'

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
}

export function PostStatusFilter({
  value,
  onChange,
}: {
  value: StatusFilter
  onChange: (status: StatusFilter) => void
}) {
  return (
    <ToggleChips
      label="Filter by status"
      options={['all', ...POST_STATUSES]}
      value={value}
      onChange={(option) => onChange(option as StatusFilter)}
      optionLabel={(option) => STATUS_LABELS[option as StatusFilter]}
    />
  )
}
