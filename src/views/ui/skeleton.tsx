// A loading skeleton: grey lines where content will be. Hidden from screen readers, which hear
// the status text instead.
import './feedback.css'

export function Skeleton({ lines = 6, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
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
