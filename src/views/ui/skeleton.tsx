// A loading skeleton: grey lines where content will be. Hidden from screen readers, which hear
// the status text instead.
import './feedback.css'

/**
 * Glyphs a table's rows draw that the bundled font lacks: the state badges' (badge.tsx) and the
 * spinner's frames (feedback.css), the row menu's ⋯. Laid out unseen while the rows load, so that
 * the browser finds their fallback font then, not in the rows' first frame (fontconfig lookups
 * and a font file read, 10-30 ms of that frame on 2 cores).
 */
export const FALLBACK_GLYPHS = '●◌✗○⠋⠙⠹⠸⠼⠴⠦⠧⋯'

export function Skeleton({ lines = 6, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <span className="sr-only" aria-hidden="true">
        {FALLBACK_GLYPHS}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className="skeleton-line"
          aria-hidden="true"
          style={{ width: `${90 - ((i * 37) % 45)}%` }}
        />
      ))}
    </div>
  )
}
