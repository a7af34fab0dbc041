// The one button. A disabled button stays focusable (aria-disabled) so its tooltip can tell
// keyboard and mouse users why it is disabled; clicks and form submits are swallowed instead.
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import './ui.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'secondary',
  size = 'md',
  disabled,
  onClick,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? '']
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      e.preventDefault()
      return
    }
    onClick?.(e)
  }
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={disabled ? true : undefined}
      onClick={click}
    />
  )
}
