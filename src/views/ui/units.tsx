// Numbers with dimmed units (`4 GiB`, `2 vCPU`) and relative times with the absolute time in a
// tooltip (DESIGN.md "Density").
import { Tooltip } from './tooltip'

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const

/** Bytes in 1024 steps: [value, unit]. */
export function splitBytes(bytes: number): [string, string] {
  let v = bytes
  let i = 0
  while (Math.abs(v) >= 1024 && i < UNITS.length - 1) {
    v /= 1024
    i++
  }
  const text = Number.isInteger(v) ? String(v) : v.toFixed(v < 10 ? 2 : 1).replace(/\.?0+$/, '')
  return [text, UNITS[i] ?? 'B']
}

export function Unit({ value, unit }: { value: string | number; unit: string }) {
  return (
    <span className="num">
      {value} <span className="dim">{unit}</span>
    </span>
  )
}

export function Bytes({ bytes }: { bytes: number | null | undefined }) {
  if (bytes == null) return <span className="dim">–</span>
  const [v, u] = splitBytes(bytes)
  return <Unit value={v} unit={u} />
}

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'narrow' })
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
]

/** `3 days ago`, `in 2 hr.` relative to `now`. */
export function relativeTime(date: Date, now = new Date()): string {
  let delta = (date.getTime() - now.getTime()) / 1000
  for (const [unit, size] of steps) {
    if (Math.abs(delta) < size) return rtf.format(Math.round(delta), unit)
    delta /= size
  }
  return rtf.format(Math.round(delta), 'year')
}

export const absoluteTime = (d: Date) =>
  d.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'medium' })

export function RelTime({ date }: { date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return <span className="dim">–</span>
  return (
    <Tooltip content={absoluteTime(date)}>
      <time dateTime={date.toISOString()}>{relativeTime(date)}</time>
    </Tooltip>
  )
}

/** Short ids: the first 8 characters, the whole id in a tooltip. */
export function ShortId({ id }: { id: string }) {
  return (
    <Tooltip content={id}>
      <span className="dim">{id.slice(0, 8)}</span>
    </Tooltip>
  )
}
