// The choices of a size asked for though it has a default (define.ts, `ask`): the default first,
// marked so, which Enter on the empty page takes; then the usual larger sizes.
import type { Choice } from './define'

export function sizeChoices(
  defaultSize: number,
  larger: readonly number[],
  unit: (n: number) => string,
): Choice[] {
  return [defaultSize, ...larger.filter((n) => n > defaultSize)].map((n, i) => ({
    value: String(n),
    label: unit(n),
    detail: i === 0 ? 'default' : undefined,
  }))
}

/** A disk's sizes in GiB. */
export const diskSizeChoices = (defaultGib: number) =>
  sizeChoices(defaultGib, [20, 50, 100, 200, 500, 1024], (n) => `${n} GiB`)
