// The value axis of a chart: ticks on round steps from 0 to a top at or above the largest value
// shown, so no line runs above the last label. Percentages always show their 100 % line (a
// share over 100, rare, goes on to a round step above it); bytes step in powers of 1024 times
// 1, 2, 4, 8... so ticks land on round KiB, MiB, GiB; other units on 1, 2, 2.5 and 5 times a
// power of ten.
import type { ChartUnit } from './chart-units'

/** About how many steps the axis takes (its labels need the room). */
const STEPS = 4

const BYTE_STEPS = [0, 1, 2, 3, 4, 5, 6].flatMap((p) =>
  [1, 2, 4, 8, 16, 32, 64, 128, 256, 512].map((m) => m * 1024 ** p),
)

/** The smallest round step that covers `max` in about `STEPS` steps. */
function stepFor(max: number, unit: ChartUnit): number {
  const want = max / STEPS
  if (unit === 'bytes' || unit === 'bytes/s') {
    const found = BYTE_STEPS.find((s) => s >= want)
    if (found !== undefined) return found
  }
  const power = 10 ** Math.floor(Math.log10(want))
  const m = [1, 2, 2.5, 5, 10].find((f) => f * power >= want) ?? 10
  return m * power
}

/** The ticks of the value axis, 0 first, the last at or above `max` (the largest value shown). */
export function yTicks(max: number, unit: ChartUnit): number[] {
  if (!Number.isFinite(max) || max <= 0)
    return unit === 'percent' ? ticksTo(100, 25) : ticksTo(1, 0.25)
  if (unit === 'percent' && max <= 100) return ticksTo(100, 25)
  const step = stepFor(max, unit)
  let top = Math.ceil(max / step) * step
  // Float division: one step less may still cover it (0.30000000000000004 / 0.1), never less.
  if (top - step >= max) top -= step
  // A value too small or too large for a step (1e-320, 1e308): a plain axis to it.
  if (!(step > 0) || !Number.isFinite(top) || top / step > 2 * STEPS) return [0, max]
  return ticksTo(top, step)
}

function ticksTo(top: number, step: number): number[] {
  const n = Math.round(top / step)
  return Array.from({ length: n + 1 }, (_, i) => i * step)
}
