// Catches render errors (including a page query's ApiError) and shows the 404 or error page.
// `resetKey` (the location) clears the error when the user navigates away.
// The error page's code loads only when there is an error to show; until then, and if that code
// cannot load (a chunk lost to a deploy or the network), the boundary shows its message alone.
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { ApiError } from '@/api/errors'
import { forbiddenAdvice, refusalText } from './forbidden'
import { ERROR_MESSAGE } from './messages'
import { NotFound } from './not-found'

const isForbidden = (e: unknown) => e instanceof ApiError && e.statusCode === 403

/** The error page's words alone; a 403 (`forbiddenAt`: the page's path) names the role it needs. */
function PlainErrorPage({ forbiddenAt }: { forbiddenAt?: string }) {
  const advice = forbiddenAt === undefined ? null : forbiddenAdvice(forbiddenAt)
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-code">
        {advice ? 'not allowed' : 'error'}
      </h1>
      {advice ? (
        <p>
          {refusalText(advice)} <a href={advice.goTo.href}>{advice.goTo.label}</a>.
        </p>
      ) : (
        <p>{ERROR_MESSAGE}</p>
      )}
    </section>
  )
}

const ErrorPage = lazy(() =>
  import('./error-page').then(
    (m) => ({ default: m.ErrorPage }),
    () => ({
      default: ({ error, path }: { error: unknown; onRetry?: () => void; path: string }) => (
        <PlainErrorPage forbiddenAt={isForbidden(error) ? path : undefined} />
      ),
    }),
  ),
)

type Props = { resetKey: string; children: ReactNode }
type State = { error: unknown; key: string }

export const isNotFound = (e: unknown) => e instanceof ApiError && e.statusCode === 404

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isNotFound(error)) return <NotFound />
    return (
      <Suspense
        fallback={
          <PlainErrorPage forbiddenAt={isForbidden(error) ? this.props.resetKey : undefined} />
        }
      >
        <ErrorPage
          error={error}
          path={this.props.resetKey}
          onRetry={() => this.setState({ error: null })}
        />
      </Suspense>
    )
  }
}
