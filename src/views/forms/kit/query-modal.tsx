// Edit forms and read-only views load their resource first: the side modal shows a loading line,
// or the error (a 404 included) in place, and the form once the data is there. An edit form
// (`edit`) says when its resource changes underneath it while open (changed-underneath.tsx).
import type { ReactNode } from 'react'
import type { ApiError } from '@/api/errors'
import { SideModal } from '../../ui/side-modal'
import { UnderneathScope } from './changed-underneath'

export function QueryModal<T>({
  title,
  onDismiss,
  query,
  edit = false,
  children,
}: {
  title: string
  onDismiss: () => void
  query: { data?: T; error?: ApiError }
  /**
   * An edit form of the resource: it says when the resource changes underneath it, naming it by
   * its `name` (or as this function names it).
   */
  edit?: boolean | ((data: T) => string)
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) {
    if (!edit) return <>{children(query.data)}</>
    const own = (query.data as { name?: unknown }).name
    const name =
      typeof edit === 'function' ? edit(query.data) : typeof own === 'string' ? own : 'It'
    return (
      <UnderneathScope
        name={name}
        // Read again, it is not there any more (the form keeps what it had).
        gone={query.error?.statusCode === 404}
      >
        {children(query.data)}
      </UnderneathScope>
    )
  }
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
