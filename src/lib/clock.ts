// The console's one clock format: 24-hour local time, `17:08:43` (the audit log's rows, the log
// drawer), `2026-11-27 17:09` where a minute is typed (the audit log's and the charts' ranges,
// in place of the browser's own date picker, which follows the locale: "05:09 PM" in en-US), and
// the chart axes' `17:10` / `Nov 27`.

const pad = (n: number) => String(n).padStart(2, '0')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const valid = (d: Date | null | undefined): d is Date => !!d && !Number.isNaN(d.getTime())

/** `17:08:43`, local. */
export const formatClock = (d: Date) =>
  `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`

/** `2026-11-27 17:09`, local: how a range's minute shows and is typed; '' for none. */
export function formatMinute(d: Date | null | undefined): string {
  if (!valid(d)) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** `2026-12-01 19:15:23.137`, local: an instant to the millisecond. */
export const formatInstant = (d: Date) =>
  `${formatMinute(d)}:${pad(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`

const MINUTE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * A typed local time, `2026-11-27 17:09` (a `T` for the space and seconds also do), or null when
 * it is not one (a month 13, a 25th hour, February 30th).
 */
export function parseMinute(text: string): Date | null {
  const m = MINUTE.exec(text.trim())
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[]
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!)
  // The Date constructor rolls over (Feb 30 becomes Mar 2): read back what was typed.
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo! - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi
  return same ? date : null
}

/**
 * A time axis tick (`seconds` since the epoch), given the axis' step: `Nov 27` for steps of a day
 * or more and at midnight, `17:10` otherwise, `17:10:30` for steps under a minute.
 */
export function formatAxisTime(seconds: number, stepSeconds: number): string {
  const d = new Date(seconds * 1000)
  if (!valid(d)) return ''
  const day = `${MONTHS[d.getMonth()]} ${d.getDate()}`
  if (stepSeconds >= 86_400) return day
  if (d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0) return day
  const minute = `${pad(d.getHours())}:${pad(d.getMinutes())}`
  return stepSeconds < 60 ? `${minute}:${pad(d.getSeconds())}` : minute
}
