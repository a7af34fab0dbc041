// The OxQL behind a chart, with a copy button: what to paste into `oxide experimental system timeseries query`
// or the API to get the same numbers.
import { Button } from '../ui/button'
import { CopyButton } from '../ui/copy-button'
import { Dialog } from '../ui/dialog'
import './charts.css'

/** One query per line: `get ... | filter ... | align ...` reads better split at the pipes. */
export const prettyOxql = (q: string) => q.split(' | ').join('\n  | ')

export function QueryModal({
  title,
  query,
  onDismiss,
}: {
  title: string
  query: string
  onDismiss: () => void
}) {
  return (
    <Dialog
      title={`OxQL: ${title}`}
      width="free"
      onDismiss={onDismiss}
      footer={
        <>
          <CopyButton text={query} label="Copy" size="md" what="query" />
          <Button onClick={onDismiss}>Close</Button>
        </>
      }
    >
      <pre className="cli-block oxql-block">{prettyOxql(query)}</pre>
    </Dialog>
  )
}
