// The global confirm dialog. `dispatch` asks through `openConfirmAtom`; this answers. A failed
// action is toasted by dispatch with the command's title, so nothing is reported here.
import type { ConfirmRequest } from '@/state/confirm'
import { Button } from './button'
import { Dialog } from './dialog'

/** Loaded by ConfirmHost (confirm-host.tsx) the first time something asks. */
export function ConfirmBody({ request }: { request: ConfirmRequest }) {
  const cancel = () => request.answer(false)
  return (
    <Dialog
      title={request.title}
      width="narrow"
      onDismiss={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button
            variant={request.danger ? 'danger' : 'primary'}
            onClick={() => request.answer(true)}
          >
            {request.actionLabel || 'Confirm'}
          </Button>
        </>
      }
    >
      <p>{request.message}</p>
    </Dialog>
  )
}
