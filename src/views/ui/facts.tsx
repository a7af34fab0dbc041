// A summary card of facts (`<dl>`): contained, so a fact that cannot draw (a state, a size or a
// time this console cannot read) shows "could not draw" in place of the card, not over the page.
import type { ReactNode } from 'react'
import { PanelBoundary } from '../errors/panel-boundary'

export function Facts({ className, children }: { className: string; children: ReactNode }) {
  return (
    <PanelBoundary>
      <dl className={className}>{children}</dl>
    </PanelBoundary>
  )
}
