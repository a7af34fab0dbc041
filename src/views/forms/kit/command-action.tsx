// A command button in a view modal that also learns the outcome, so the modal closes after a
// delete or a promote. A failure is the confirmed command's one toast (dispatch shows it).
import { useState } from 'react'
import { Button, type ButtonVariant } from '../../ui/button'
import { Tooltip } from '../../ui/tooltip'
import { useCommand } from '../../use-command'

export function CommandAction({
  id,
  args,
  target,
  label,
  variant = 'secondary',
  onDone,
}: {
  id: string
  args: Record<string, unknown>
  target?: unknown
  label?: string
  variant?: ButtonVariant
  onDone: () => void
}) {
  const cmd = useCommand(id, args, { target })
  const [pending, setPending] = useState(false)
  const run = async () => {
    setPending(true)
    const result = await cmd.run()
    setPending(false)
    if (result.status === 'ok') onDone()
  }
  const tip = cmd.disabledReason ?? (cmd.cli ? `$ ${cmd.cli}` : '')
  return (
    <Tooltip content={tip}>
      <Button
        variant={variant}
        disabled={cmd.disabledReason !== undefined || pending}
        onClick={() => void run()}
      >
        {label ?? cmd.title}
      </Button>
    </Tooltip>
  )
}
