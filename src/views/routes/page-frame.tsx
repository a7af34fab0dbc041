// Where a page renders: its own error boundary (reset on navigation) and a skeleton while its
// code or main query loads.
import { Suspense, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { ErrorBoundary } from '../errors/error-boundary'
import { Skeleton } from '../ui/skeleton'
import { useDocumentTitle } from './document-title'

export function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  useDocumentTitle(location)
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<Skeleton lines={8} label="Loading page" />}>{children}</Suspense>
    </ErrorBoundary>
  )
}
