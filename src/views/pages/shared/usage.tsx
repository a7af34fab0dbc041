// Used-of-capacity figures: a table row per resource with a text bar, shared by the silo and
// system utilization pages and IP pool utilization.
import type { ReactNode } from 'react'
import { filledCells, formatNumber, formatShare, usageShare } from '@/lib/format'
import { PanelBoundary } from '../../errors/panel-boundary'
import { Table, type Column } from '../../ui/table'
import './usage.css'

export type UsageRow = {
  resource: string
  used: number
  capacity: number
  /** renders a value with its unit */
  show?: (n: number) => ReactNode
}

const BAR_CELLS = 20

export function UsageBar({ used, capacity }: { used: number; capacity: number }) {
  const p = usageShare(used, capacity)
  if (p === undefined) return <span className="dim">no capacity</span>
  const filled = filledCells(p, BAR_CELLS)
  const tone = p >= 90 ? 'usage-high' : p >= 70 ? 'usage-mid' : 'usage-low'
  return (
    <span className="usage">
      <span aria-hidden="true" className={tone}>
        {'█'.repeat(filled)}
        <span className="dim">{'·'.repeat(BAR_CELLS - filled)}</span>
      </span>
      <span className={`num usage-pct${p > 100 ? ' usage-high' : ''}`}>{formatShare(p)}</span>
    </span>
  )
}

const plain = (n: number) => formatNumber(n)

export function UsageTable({ label, rows }: { label: string; rows: UsageRow[] }) {
  const columns: Column<UsageRow>[] = [
    { key: 'resource', header: 'resource', cell: (r) => r.resource },
    { key: 'used', header: 'used', numeric: true, cell: (r) => (r.show ?? plain)(r.used) },
    {
      key: 'capacity',
      header: 'capacity',
      numeric: true,
      cell: (r) => (r.show ?? plain)(r.capacity),
    },
    { key: 'bar', header: 'usage', cell: (r) => <UsageBar used={r.used} capacity={r.capacity} /> },
  ]
  return (
    <PanelBoundary resetKey={rows}>
      <Table label={label} columns={columns} rows={rows} rowKey={(r) => r.resource} />
    </PanelBoundary>
  )
}
