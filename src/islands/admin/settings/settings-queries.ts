/** The business settings as saved (or the defaults as version 0), read fresh each time the screen opens. */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const settingsQueries = {
  all: () => ['settings'] as const,
  current: () => queryOptions({ queryKey: settingsQueries.all(), queryFn: api.settings.read, staleTime: 0 }),
}
