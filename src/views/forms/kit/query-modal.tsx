// Edit forms and read-only views load their resource first: the side modal shows a loading line,
// or the error (a 404 included) in place, and the form once the data is there.
import type { ReactNode } from 'react'
import type { ApiError } from '@/api/errors'
import { SideModal } from '../../ui/side-modal'

export function QueryModal<T>({
  title,
  onDismiss,
  query,
  children,
}: {
  title: string
  onDismiss: () => void
  query: { data?: T; error?: ApiError }
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  return (
    <SideModal title={title} onDismiss={onDismiss}>
      {query.error ? (
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
      ) : (
        <p className="modal-status" aria-busy="true">
          Loading…
        </p>
      )}
    </SideModal>
  )
}
