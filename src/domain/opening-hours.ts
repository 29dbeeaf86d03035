/**
 * The opening hours in words ("Monday to Friday, 7am to 6pm") and as schema.org's
 * openingHoursSpecification: consecutive days with the same hours read as one range.
 */
import { WEEKDAY_NAMES, WEEKDAYS, type OpeningHours, type Weekday } from './business-settings.ts'

interface DayRun {
  days: Weekday[]
  opens: string
  closes: string
}

/** Open days in week order, consecutive days with the same hours together. */
function openRuns(hours: OpeningHours): DayRun[] {
  const runs: DayRun[] = []
  let previous: Weekday | null = null
  for (const day of WEEKDAYS) {
    const { closed, opens, closes } = hours.week[day]
    const last = runs.at(-1)
    if (closed) {
      previous = null
      continue
    }
    if (last && previous && last.opens === opens && last.closes === closes) last.days.push(day)
    else runs.push({ days: [day], opens, closes })
    previous = day
  }
  return runs
}

/** "07:00" as "7am", "18:30" as "6:30pm". */
export function clockWords(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const suffix = hour < 12 ? 'am' : 'pm'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return minute === 0 ? `${twelve}${suffix}` : `${twelve}:${String(minute).padStart(2, '0')}${suffix}`
}

const shortDay = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3)

function dayRange(days: Weekday[], name: (day: Weekday) => string, joiner: string): string {
  const first = days[0]!
  const last = days.at(-1)!
  return days.length === 1 ? name(first) : `${name(first)}${joiner}${name(last)}`
}

/**
 * The hours as the pages say them: `display` "Monday to Friday, 7am to 6pm" and `short`
 * "Mon–Fri 7am–6pm"; several runs are joined with "; " and ", ".
 */
export function hoursInWords(hours: OpeningHours): { display: string; short: string } {
  const runs = openRuns(hours)
  if (runs.length === 0) return { display: 'By appointment', short: 'By appointment' }
  return {
    display: runs
      .map(
        (run) =>
          `${dayRange(run.days, (day) => WEEKDAY_NAMES[day], ' to ')}, ${clockWords(run.opens)} to ${clockWords(run.closes)}`,
      )
      .join('; '),
    short: runs
      .map((run) => `${dayRange(run.days, shortDay, '–')} ${clockWords(run.opens)}–${clockWords(run.closes)}`)
      .join(', '),
  }
}

/** schema.org OpeningHoursSpecification entries, one per run of days with the same hours. */
export function openingHoursSpecification(hours: OpeningHours) {
  return openRuns(hours).map((run) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: run.days.map((day) => WEEKDAY_NAMES[day]),
    opens: run.opens,
    closes: run.closes,
  }))
}
