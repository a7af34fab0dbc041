// Button labels that can give way in a crowded bar: "Stop instance" shows as "Stop" while the bar
// is marked `data-compact` (fit-row.ts), the rest kept for screen readers, so the button's name
// (and what hovering it says) is the whole label.
import { createContext, useContext, type ReactNode } from 'react'
import './ui.css'

/** Inside a bar that may compact its labels (the page header, the serial console's toolbar). */
export const ShortLabels = createContext(false)

/** The label's first word, then the rest, which a compact bar keeps for screen readers only. */
export function ShortLabel({ text }: { text: string }) {
  const at = text.indexOf(' ')
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span className="label-tail">{text.slice(at)}</span>
    </>
  )
}

/** The label as given, split when inside a bar that may compact it. */
export function useShortLabel(label: ReactNode): ReactNode {
  const short = useContext(ShortLabels)
  return short && typeof label === 'string' ? <ShortLabel text={label} /> : label
}
