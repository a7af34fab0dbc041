// Navigation that looks like a button (e.g. "New project" opening its form route). It stays a
// link for assistive technology and middle-click.
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ButtonVariant } from './button'
import { useShortLabel } from './short-label'
import './ui.css'

export function LinkButton({
  href,
  children,
  variant = 'secondary',
}: {
  href: string
  children: ReactNode
  variant?: ButtonVariant
}) {
  // In a crowded header the label may shorten to its first word (short-label.tsx).
  const label = useShortLabel(children)
  return (
    <Link href={href} className={`btn btn-${variant} link-button`}>
      {label}
    </Link>
  )
}
