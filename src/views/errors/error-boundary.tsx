// Catches render errors (including a page query's ApiError) and shows the 404 or error page.
// `resetKey` (the location) clears the error when the user navigates away.
import { Component, type ReactNode } from 'react'
import { ApiError } from '@/api/errors'
import { ErrorPage } from './error-page'
import { NotFound } from './not-found'

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
    return <ErrorPage error={error} onRetry={() => this.setState({ error: null })} />
  }
}
