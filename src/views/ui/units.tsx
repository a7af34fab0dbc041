// Numbers with dimmed units (`4 GiB`, `2 vCPU`) and relative times with the absolute time in a
// tooltip (DESIGN.md "Density").
import { bytesParts, formatDateTime, formatNumber, formatRelativeTime } from '@/lib/format'
import { Tooltip } from './tooltip'

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
    <Tooltip content={formatDateTime(date)}>
      <time dateTime={date.toISOString()}>{formatRelativeTime(date)}</time>
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
