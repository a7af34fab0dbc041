// A related resource shown by name in a cell (a disk's instance, a role's user, a pool's silo):
// while the list that names it loads, a bar of a name's width stands in (never the raw id,
// which would flash and then change); once loaded, a resource the list lacks (deleted, or out
// of reach) shows its short id, with the whole id on hover.
import './feedback.css'

/** Stands in for a name that is on its way. */
export function PendingName() {
  return (
    <span className="pending-name" aria-busy="true">
      <span className="sr-only">loading name</span>
    </span>
  )
}

export function RelatedName({
  name,
  id,
  loading,
}: {
  name: string | undefined
  id: string
  /** the list that would name it has not answered yet */
  loading: boolean
}) {
  if (name !== undefined) return <>{name}</>
  if (loading) return <PendingName />
  return (
    <span className="dim" title={id}>
      {id.slice(0, 8)}
    </span>
  )
}
