// A uPlot line chart of one OxQL result: lines drawn on a canvas that follows its container's
// width, colours and font from the design tokens, and a legend that reads the value of each
// series at the cursor (the latest sample when the cursor is off the chart).
import { formatAxisTime } from '@/lib/clock'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatDateTime } from '@/lib/format'
import { nextCursor } from './chart-keys'
import { formatTick, legendFormat, type ChartUnit } from './chart-units'
import { yTicks } from './chart-scale'
import { lastSampleIndex, sumAt, valueAt, type ChartData } from './series'
import './charts.css'

export const SERIES_COLOURS = 8

const token = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

/** The series colour tokens, `--chart-1` to `--chart-8`, read once per chart. */
const colours = () =>
  Array.from({ length: SERIES_COLOURS }, (_, i) => token(`--chart-${i + 1}`, 'currentColor'))

export function chartOptions(
  data: ChartData,
  unit: ChartUnit,
  width: number,
  height: number,
  onCursor: (idx: number | null) => void,
  xRange?: readonly [number, number],
): uPlot.Options {
  const axis = token('--fg-dim', 'gray')
  const grid = token('--border', 'gray')
  const font = `11px ${token('--font-mono', 'monospace')}`
  const palette = colours()
  // The value axis: round ticks from 0 to a top at or above the data (chart-scale.ts). uPlot asks
  // for the range first, then the ticks of that range.
  let ticks = yTicks(0, unit)
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 6 } },
    scales: {
      // The chosen range, not the data's extent: one sample (or a few close together) would
      // otherwise stretch the axis over years around it.
      x: xRange ? { time: true, range: () => [xRange[0], xRange[1]] } : { time: true },
      y: {
        range: (_u, _min, max) => {
          ticks = yTicks(max, unit)
          return [0, ticks.at(-1) ?? 1]
        },
      },
    },
    axes: [
      {
        stroke: axis,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        // 24-hour, as every time in the console (uPlot's own labels say "4:15pm").
        values: (_u, splits, _axis, _space, step) => splits.map((v) => formatAxisTime(v, step)),
      },
      {
        stroke: axis,
        font,
        size: 84,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        splits: () => ticks,
        values: (_u, splits) => splits.map((v) => formatTick(v, unit)),
      },
    ],
    series: [
      {},
      ...data.series.map((s, i) => ({
        label: s.label,
        stroke: palette[i % SERIES_COLOURS],
        width: 1.5,
        points: { show: false },
      })),
    ],
    hooks: { setCursor: [(u: uPlot) => onCursor(u.cursor.idx ?? null)] },
  }
}

export function Chart({
  title,
  data,
  unit,
  height = 160,
  total,
  xRange,
}: {
  title: string
  data: ChartData
  unit: ChartUnit
  height?: number
  /** a last legend line summing the series at the cursor, saying what the sum is */
  total?: string
  /** the time range shown, in seconds since the epoch (default: the data's extent) */
  xRange?: readonly [number, number]
}) {
  const box = useRef<HTMLDivElement>(null)
  const plotRef = useRef<uPlot | null>(null)
  const [idx, setIdx] = useState<number | null>(null)
  // Numbers, not the tuple: a new array each render must not rebuild the plot.
  const [xFrom, xTo] = xRange ?? []

  useEffect(() => {
    const el = box.current
    if (!el) return
    // A throw here (data uPlot cannot draw) reaches the chart panel's boundary, not the page.
    const plot = new uPlot(
      chartOptions(
        data,
        unit,
        Math.max(el.clientWidth, 200),
        height,
        setIdx,
        xFrom === undefined || xTo === undefined ? undefined : [xFrom, xTo],
      ),
      [data.times, ...data.series.map((s) => s.values)] as uPlot.AlignedData,
      el,
    )
    // Follow the container: the side panel, window size and zoom all change the width.
    const ro = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0)
      if (w > 0 && w !== plot.width) plot.setSize({ width: w, height })
    })
    ro.observe(el)
    plotRef.current = plot
    return () => {
      ro.disconnect()
      plotRef.current = null
      plot.destroy()
    }
  }, [data, unit, height, xFrom, xTo])

  // Keyboard-first: the focused chart's cursor moves with the arrow keys.
  const onKeyDown = (e: KeyboardEvent) => {
    const plot = plotRef.current
    const next = plot ? nextCursor(e.key, idx, data.times.length) : undefined
    if (!plot || next === undefined) return
    e.preventDefault()
    const t = next === null ? undefined : data.times[next]
    const left = t === undefined ? -10 : plot.valToPos(t, 'x')
    plot.setCursor({ left, top: t === undefined ? -10 : plot.over.clientHeight / 2 })
  }

  // One unit and one precision for the whole legend, so its values compare down the column.
  const format = useMemo(() => legendFormat(data, unit, total !== undefined), [data, unit, total])
  const at = idx !== null ? data.times[idx] : undefined
  const latest = data.times[lastSampleIndex(data)]
  return (
    <figure className="chart" aria-label={title}>
      <div
        ref={box}
        className="chart-plot"
        role="img"
        tabIndex={0}
        aria-label={`${title}: ${data.series.length} series over ${data.times.length} points`}
        aria-keyshortcuts="ArrowLeft ArrowRight PageUp PageDown Home End Escape"
        onKeyDown={onKeyDown}
        onBlur={() => plotRef.current?.setCursor({ left: -10, top: -10 })}
      />
      {/* Focusable: a long legend scrolls, and keyboard users must be able to scroll it. */}
      <figcaption className="chart-legend" tabIndex={0}>
        <div className="chart-legend-time dim" aria-live="polite">
          {at !== undefined
            ? formatDateTime(new Date(at * 1000))
            : `latest${latest !== undefined ? ` · ${formatDateTime(new Date(latest * 1000))}` : ''}`}
        </div>
        <ul aria-label={`${title} legend`}>
          {data.series.map((s, i) => (
            // Labels may repeat (series that differ only in fields the label leaves out).
            <li key={`${i}:${s.label}`}>
              <span
                className="chart-swatch"
                aria-hidden="true"
                style={{ background: `var(--chart-${(i % SERIES_COLOURS) + 1})` }}
              />
              <span className="chart-legend-label">{s.label}</span>
              <span className="chart-legend-value num">{format(valueAt(s.values, idx))}</span>
            </li>
          ))}
          {total !== undefined && (
            <li className="chart-legend-total">
              <span className="chart-swatch" aria-hidden="true" />
              <span className="chart-legend-label">total {total}</span>
              <span className="chart-legend-value num">{format(sumAt(data, idx))}</span>
            </li>
          )}
        </ul>
      </figcaption>
    </figure>
  )
}
