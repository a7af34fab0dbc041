// The time range of a metrics page (last hour, day, week or a custom start and end), read from
// and written to the URL query so a range can be shared and survives a reload; plus the refresh
// button that re-runs every timeseries query on the page.
import { useMemo, useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import { useLocation, useSearch } from 'wouter'
import { systemTimeseriesQuery, timeseriesQuery } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { refreshMetricsAtom } from '@/state/metrics'
import { useSetAtom } from '@/state/store'
import { formatMinute } from '@/lib/clock'
import { Button } from '../ui/button'
import {
  customRange,
  parseRange,
  PRESETS,
  rangeMs,
  rangeSearch,
  type TimeRange,
} from '@/lib/time-range'
import './charts.css'
import { submitOnModEnter } from '../ui/submit-keys'

export function useTimeRange(): [TimeRange, (r: TimeRange) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  // Parsed once per query string: charts memoise on the range object.
  const range = useMemo(() => parseRange(search), [search])
  const set = (r: TimeRange) => navigate(`${location}${rangeSearch(r, search)}`, { replace: true })
  return [range, set]
}

function CustomRange({ range, onApply }: { range: TimeRange; onApply: (r: TimeRange) => void }) {
  // Start from the range on screen: the custom one, or the preset's window ending now.
  const [initial] = useState(() => {
    const end = range.kind === 'custom' ? range.end : new Date()
    const start = range.kind === 'custom' ? range.start : new Date(end.getTime() - rangeMs(range))
    return { from: formatMinute(start), to: formatMinute(end) }
  })
  const [from, setFrom] = useState(initial.from)
  const [to, setTo] = useState(initial.to)
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const r = customRange(from, to)
    if (typeof r === 'string') setError(r)
    else {
      setError(null)
      onApply(r)
    }
  }
  return (
    <form
      className="range-picker-custom"
      onSubmit={submit}
      onKeyDown={submitOnModEnter}
      aria-label="Custom range"
    >
      <label>
        <span className="dim">from </span>
        <input
          type="text"
          size={16}
          placeholder="YYYY-MM-DD HH:MM"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <label>
        <span className="dim">to </span>
        <input
          type="text"
          size={16}
          placeholder="YYYY-MM-DD HH:MM"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <Button type="submit" size="sm">
        Apply
      </Button>
      {error && (
        <span role="alert" className="range-picker-error">
          {error}
        </span>
      )}
    </form>
  )
}

export function RangePicker() {
  const [range, setRange] = useTimeRange()
  const [custom, setCustom] = useState(range.kind === 'custom')
  const { mutate } = useSWRConfig()
  const bump = useSetAtom(refreshMetricsAtom)
  const refresh = () => {
    // OxQL windows are relative (`@now() - 1h`): running the queries again is enough. The
    // provisioning charts remount on the bump with a window ending now (a new query).
    bump()
    void invalidate(mutate, timeseriesQuery, systemTimeseriesQuery)
  }
  return (
    <div className="range-picker" role="group" aria-label="Time range">
      {PRESETS.map((p) => (
        <Button
          key={p.value}
          size="sm"
          variant={
            !custom && range.kind === 'preset' && range.preset === p.value ? 'primary' : 'ghost'
          }
          aria-pressed={!custom && range.kind === 'preset' && range.preset === p.value}
          onClick={() => {
            setCustom(false)
            setRange({ kind: 'preset', preset: p.value })
          }}
        >
          {p.label}
        </Button>
      ))}
      <Button
        size="sm"
        variant={custom ? 'primary' : 'ghost'}
        aria-pressed={custom}
        onClick={() => setCustom(true)}
      >
        custom
      </Button>
      {custom && <CustomRange range={range} onApply={setRange} />}
      <Button size="sm" onClick={refresh} title="Run the queries again">
        Refresh
      </Button>
    </div>
  )
}
