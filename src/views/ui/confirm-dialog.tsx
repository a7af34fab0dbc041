// The global confirm dialog. `dispatch` asks through `openConfirmAtom`; this answers. A failed
// action is toasted by dispatch with the command's title, so nothing is reported here.
// Focus starts on Cancel (the safe default), and the dialog says what Enter presses: the focused
// button, named under the buttons. The confirm button has keys of its own: Ctrl/Cmd+Enter and
// its first letter (underlined), as the `?` overlay lists. A cancel is logged by dispatch.
import { useEffect, useState } from 'react'
import type { ConfirmRequest } from '@/state/confirm'
import { Button } from './button'
import { Dialog } from './dialog'
import { KeyCombo } from './kbd'
import { confirmKeyOf, isConfirmKey } from './confirm-keys'

/** Loaded by ConfirmHost (confirm-host.tsx) the first time something asks. */
export function ConfirmBody({ request }: { request: ConfirmRequest }) {
  const cancel = () => request.answer(false)
  const label = request.actionLabel || 'Confirm'
  const letter = confirmKeyOf(label)
  const [enterPresses, setEnterPresses] = useState<string>('Cancel')
  useEffect(() => {
    // Capture: the key is the dialog's before a focused button or a page shortcut sees it.
    const onKey = (e: KeyboardEvent) => {
      if (!isConfirmKey(e, letter)) return
      e.preventDefault()
      e.stopPropagation()
      request.answer(true)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [request, letter])
  return (
    <Dialog
      title={request.title}
      width="narrow"
      onDismiss={cancel}
      footer={
        <div className="confirm-footer">
          <div className="confirm-buttons">
            <Button
              variant="secondary"
              onClick={cancel}
              onFocus={() => setEnterPresses('Cancel')}
              aria-keyshortcuts="Escape"
            >
              Cancel
            </Button>
            <Button
              variant={request.danger ? 'danger' : 'primary'}
              onClick={() => request.answer(true)}
              onFocus={() => setEnterPresses(label)}
              aria-keyshortcuts={`Control+Enter ${letter ? letter.toUpperCase() : ''}`.trim()}
            >
              <MnemonicLabel label={label} />
            </Button>
          </div>
          <p className="confirm-hint dim" aria-live="polite">
            <KeyCombo binding="enter" /> {enterPresses}
            {' · '}
            <KeyCombo binding="mod+enter" />
            {letter && (
              <>
                {' or '}
                <KeyCombo binding={letter} />
              </>
            )}{' '}
            {label}
          </p>
        </div>
      }
    >
      <p>{request.message}</p>
    </Dialog>
  )
}

/** The label with its first letter underlined (CSS): that letter confirms. */
function MnemonicLabel({ label }: { label: string }) {
  // One text node, so the button's name is the label as written.
  return <span className="mnemonic">{label}</span>
}
