// A spinner glyph and a word, held at least 500 ms once shown.
import './feedback.css'
import { useMinDisplay } from './use-min-display'

export function LoadingIndicator({
  loading,
  label = 'Loading',
}: {
  loading: boolean
  label?: string
}) {
  const show = useMinDisplay(loading)
  if (!show) return null
  return (
    <span className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </span>
  )
}
