// Shows the `oxide` CLI line(s) equivalent to what the page does, with a copy button.
import { Button } from './button'
import { CopyButton } from './copy-button'
import { Dialog } from './dialog'
import './feedback.css'

export function CliModal({
  title = 'CLI command',
  lines,
  onDismiss,
}: {
  title?: string
  lines: string[]
  onDismiss: () => void
}) {
  const text = lines.join('\n')
  return (
    <Dialog
      title={title}
      width="free"
      onDismiss={onDismiss}
      footer={
        <>
          <CopyButton text={text} label="Copy" size="md" />
          <Button onClick={onDismiss}>Close</Button>
        </>
      }
    >
      <pre className="cli-block">
        {lines.map((l) => (
          <div key={l}>
            <span className="dim" aria-hidden="true">
              ${' '}
            </span>
            {l}
          </div>
        ))}
      </pre>
    </Dialog>
  )
}
