// A button that opens a form for a command (the form then dispatches it): disabled with the
// command's reason, hover shows its CLI line, exactly like a CommandButton.
import { Button, type ButtonVariant } from '../../ui/button'
import { Tooltip } from '../../ui/tooltip'
import { useCommand } from '../../use-command'

export function FormButton({
  id,
  args,
  target,
  label,
  variant = 'secondary',
  size,
  onOpen,
}: {
  id: string
  args: Record<string, unknown>
  target?: unknown
  label?: string
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  onOpen: () => void
}) {
  const cmd = useCommand(id, args, { target })
  const tip = (
    <span className="command-tip">
      {cmd.disabledReason && <span className="command-tip-reason">{cmd.disabledReason}</span>}
      {cmd.cli && <code className="command-tip-cli">$ {cmd.cli}</code>}
    </span>
  )
  return (
    <Tooltip content={tip}>
      <Button
        variant={variant}
        size={size}
        disabled={cmd.disabledReason !== undefined}
        onClick={onOpen}
      >
        {label ?? `${cmd.title}…`}
      </Button>
    </Tooltip>
  )
}
