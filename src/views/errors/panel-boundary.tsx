// Containment for one panel (a chart, a usage bar, a summary card, a table cell): when it cannot
// draw, it says so in place ("could not draw: <reason>", with the request id when there is one)
// and the rest of the page keeps working. The page-level error page is for a failed page query.
import { Component, type ReactNode } from 'react'
import { ApiError } from '@/api/errors'
import './errors.css'

/** Data a panel could not turn into something to draw; `cause` is what was thrown. */
export class DrawError {
  constructor(readonly cause: unknown) {}
}

/**
 * Runs a drawing computation (series from a query result, say) that lives outside the panel's
 * boundary, e.g. in a `useMemo` of the component that owns the boundary: a throw becomes a
 * DrawError to render instead of an error that would take the page down.
 */
export function attempt<T>(compute: () => T): T | DrawError {
  try {
    return compute()
  } catch (e) {
    return new DrawError(e)
  }
}

/** The one line a panel shows instead of itself. */
export function drawFailure(error: unknown): string {
  const reason =
    error instanceof Error ? error.message || error.name : String(error) || 'unknown error'
  const requestId = error instanceof ApiError ? error.requestId : undefined
  return `could not draw: ${reason}${requestId ? ` (request ${requestId})` : ''}`
}

export function DrawFailure({ error, inline }: { error: unknown; inline?: boolean }) {
  const text = drawFailure(error)
  return inline ? (
    <span className="draw-failure" title={text}>
      {text}
    </span>
  ) : (
    <p className="draw-failure" role="note">
      {text}
    </p>
  )
}

type Props = {
  children: ReactNode
  /** a table cell or a bar inside a line of text: a span instead of a paragraph */
  inline?: boolean
  /** when this changes (new data), the panel tries to draw again */
  resetKey?: unknown
}
type State = { error: unknown; failed: boolean; key: unknown }

export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, failed: false, key: props.resetKey } : null
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <DrawFailure error={this.state.error} inline={this.props.inline} />
  }
}
