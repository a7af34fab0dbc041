// Shows the `oxide` CLI line(s) equivalent to what the page does, with a copy button. A line that
// hands the CLI a body file (`--json-body body.json`) shows the JSON to put in it: "Copy" copies
// both as one script (the file written by a heredoc, then the line), "Copy JSON" the JSON alone.
import { BODY_FILE, bodyText, cliWithBody } from '@/commands/command-line/cli'
import { Button } from './button'
import { CopyButton } from './copy-button'
import { Dialog } from './dialog'
import './feedback.css'

export function CliModal({
  title = 'CLI command',
  lines,
  body,
  onDismiss,
}: {
  title?: string
  lines: string[]
  /** the request body of the file the lines name */
  body?: unknown
  onDismiss: () => void
}) {
  const text = cliWithBody(lines.join('\n'), body)
  const json = bodyText(body)
  return (
    <Dialog
      title={title}
      width="free"
      onDismiss={onDismiss}
      footer={
        <>
          <CopyButton
            text={text}
            label="Copy"
            size="md"
            what={json ? 'line and JSON' : undefined}
          />
          {json && <CopyButton text={json} label="Copy JSON" size="md" what={BODY_FILE} />}
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
      {json && (
        <>
          <p className="dim">{BODY_FILE}, the request body the line reads:</p>
          <pre className="cli-block" aria-label={BODY_FILE}>
            {json}
          </pre>
        </>
      )}
    </Dialog>
  )
}
