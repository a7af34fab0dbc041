// Numbers with dimmed units (`4 GiB`, `2 vCPU`) and relative times with the absolute time in a
// tooltip (DESIGN.md "Density").
import { bytesParts, formatDateTime, formatNumber, formatRelativeTime } from '@/lib/format'
import { installHoverTips } from './hover-tips'

// Relative times and short ids show their whole value in a hover tooltip (hover-tips.ts).
installHoverTips()

export function Unit({ value, unit }: { value: string | number; unit: string }) {
  return (
    <span className="num">
      {typeof value === 'number' ? formatNumber(value) : value} <span className="dim">{unit}</span>
    </span>
  )
}

export function Bytes({ bytes }: { bytes: number | null | undefined }) {
  if (bytes == null) return <span className="dim">–</span>
  const { value, unit } = bytesParts(bytes)
  return <Unit value={value} unit={unit} />
}

export function RelTime({ date }: { date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return <span className="dim">–</span>
  return (
    <time dateTime={date.toISOString()} data-tip={formatDateTime(date)}>
      {formatRelativeTime(date)}
    </time>
  )
}

/** Short ids: the first 8 characters, the whole id in a tooltip. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="dim" data-tip={id}>
      {id.slice(0, 8)}
    </span>
  )
}
