// Arrow-key movement in a tab list (WAI-ARIA tabs pattern): Left/Right wrap, Home/End jump.

/** The index a key moves to, or null when the key is not a tab-list key. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
