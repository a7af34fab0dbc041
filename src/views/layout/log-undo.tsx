// The Undo button of a log line whose change is still on the undo stack: any such change can be
// undone from here, not only the last one (its check keeps it from undoing over a later change).
import { useCommand } from '../use-command'

export function LogUndoButton({ entry, title }: { entry: number; title: string }) {
  const undo = useCommand('history.undo', { entry })
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm log-undo"
      aria-label={`Undo ${title}`}
      onClick={() => void undo.run()}
    >
      undo
    </button>
  )
}
