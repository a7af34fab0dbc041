// The toast stack: failures carry the command's title and the error message and stay until
// dismissed; other toasts leave after 5 s. Loaded by toasts.tsx when the first toast shows
// (fetched once the first screen is up), so its code is not part of the first load.
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { dismissToastAtom, type Toast } from '@/state/toasts'
import { useSetAtom } from '@/state/store'
import { useDockSlot } from '../layout/dock'
import { useCommand } from '../use-command'

const AUTO_DISMISS_MS = 5000

export function ToastStack({ toasts }: { toasts: Toast[] }) {
  const dock = useDockSlot('right')
  const stack = (
    <section className={dock ? 'toasts toasts-docked' : 'toasts'} aria-label="Notifications">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  )
  // In the shell's dock (floating above the pagination bar); fixed over the page without a shell.
  return dock ? createPortal(stack, dock) : stack
}

const glyph = { success: '✓', error: '✗', info: 'i' } as const

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  useEffect(() => {
    if (toast.variant === 'error') return
    const t = setTimeout(() => dismiss(toast.id), AUTO_DISMISS_MS)
    return () => clearTimeout(t)
    // A repeat (count + 1) starts the 5 s again.
  }, [toast.id, toast.variant, toast.count, dismiss])
  return (
    // Each toast is its own live region, added with its content: an error interrupts (alert),
    // anything else waits its turn (status).
    <div
      className={`toast toast-${toast.variant}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
    >
      <span className="toast-glyph" aria-hidden="true">
        {glyph[toast.variant]}
      </span>
      <div className="toast-text">
        <div className="toast-title">
          {toast.title}
          {toast.count > 1 && <span className="toast-count"> ×{toast.count}</span>}
        </div>
        {toast.content && (
          <div className="toast-content" title={toast.content}>
            {toast.content}
          </div>
        )}
      </div>
      {toast.action && <ToastActionButton action={toast.action} onDone={() => dismiss(toast.id)} />}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`Dismiss notification: ${toast.title}`}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** The toast's command button (the Undo of an undoable change); the toast goes once it ran. */
function ToastActionButton({
  action,
  onDone,
}: {
  action: NonNullable<Toast['action']>
  onDone: () => void
}) {
  const cmd = useCommand(action.commandId, action.args)
  return (
    <button
      type="button"
      className="btn btn-sm"
      title={cmd.keybinding ? `${cmd.title} (${cmd.keybinding})` : cmd.title}
      onClick={() => {
        onDone()
        void cmd.run()
      }}
    >
      {action.label}
    </button>
  )
}
