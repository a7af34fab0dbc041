// Keyboard reading of a chart: arrows move the cursor one point, Page Up/Down ten, Home and
// End to the ends, Esc hides it. The legend then shows the values at the cursor.

/** A step of the cursor: the new index, `null` to hide it, or undefined for keys it ignores. */
export function nextCursor(
  key: string,
  current: number | null,
  count: number,
): number | null | undefined {
  if (count === 0) return undefined
  const from = current ?? count - 1
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i))
  switch (key) {
    case 'ArrowLeft':
      return current === null ? from : clamp(from - 1)
    case 'ArrowRight':
      return current === null ? from : clamp(from + 1)
    case 'PageUp':
      return clamp(from - 10)
    case 'PageDown':
      return clamp(from + 10)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'Escape':
      return current === null ? undefined : null
    default:
      return undefined
  }
}
