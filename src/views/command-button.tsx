// A button for one command. Disabled with its reason in the tooltip (still focusable, so keyboard
// users can read why); hovering shows the key binding and the equivalent CLI line.
import type { ReactNode } from 'react'
import { beginViewStart } from '@/commands/core/view-start'
import { Button, type ButtonVariant } from './ui/button'
import { KeyCombo } from './ui/kbd'
import { useShortLabel } from './ui/short-label'
import { Tooltip } from './ui/tooltip'
import { useCommand } from './use-command'
import './command-ui.css'

export type CommandButtonProps = {
  id: string
  args?: Record<string, unknown>
  /** the resource the args name (a table row), so availability needs no extra fetch */
  target?: unknown
  /** defaults to the command's title */
  label?: ReactNode
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  className?: string
}

export function CommandButton({
  id,
  args,
  target,
  label,
  variant = 'secondary',
  size,
  className,
}: CommandButtonProps) {
  const cmd = useCommand(id, args, { target })
  // In a crowded header the label may shorten to its first word (short-label.tsx).
  const text = useShortLabel(label ?? cmd.title)
  if (!cmd.visible) return null
  const tip =
    cmd.disabledReason || cmd.keybinding || cmd.cli ? (
      <span className="command-tip">
        {cmd.disabledReason && <span className="command-tip-reason">{cmd.disabledReason}</span>}
        {cmd.keybinding && <KeyCombo binding={cmd.keybinding} />}
        {cmd.cli && <code className="command-tip-cli">$ {cmd.cli}</code>}
      </span>
    ) : null
  return (
    <Tooltip content={tip}>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={cmd.disabledReason !== undefined}
        onClick={() => {
          beginViewStart()
          void cmd.run()
        }}
      >
        {text}
      </Button>
    </Tooltip>
  )
}
