// A tab bar whose tabs are links to routes. Only the current tab is in the tab order; arrows,
// Home and End move between tabs and open them (automatic activation: tabs are cheap routes).
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { nextTabIndex } from './tab-keys'
import './tabs.css'

export type TabDef = {
  label: string
  /** the route the tab opens */
  to: string
}

/** A tab's route without its query string (the metrics tabs carry the time range along). */
const pathOf = (to: string) => to.split('?')[0] ?? to

/** The tab for the current location: exact match, or the longest prefix (sub-tabs). */
export function currentTab(tabs: TabDef[], location: string): TabDef | undefined {
  return tabs
    .filter((t) => location === pathOf(t.to) || location.startsWith(`${pathOf(t.to)}/`))
    .sort((a, b) => pathOf(b.to).length - pathOf(a.to).length)[0]
}

// Pages wrap themselves in their layout, so opening a tab usually mounts a new tab list (often
// after a suspense fallback) and a focus() on the old list lands on a node about to be removed.
// The key handler records which tab should hold focus; whichever tab list shows that tab as
// current focuses it once mounted. The record expires so a later mouse visit is not hijacked.
const PENDING_FOCUS_MS = 5000
let pendingFocus: { to: string; at: number } | null = null

export function Tabs({
  label,
  tabs,
  children,
  small,
}: {
  /** accessible name of the tab list */
  label: string
  tabs: TabDef[]
  children: ReactNode
  /** sub-tabs (metrics) use a lighter bar */
  small?: boolean
}) {
  const [location, navigate] = useLocation()
  const id = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const current = currentTab(tabs, location)
  const currentIndex = current ? tabs.indexOf(current) : -1

  const onKeyDown = (e: KeyboardEvent) => {
    const next = nextTabIndex(e.key, Math.max(currentIndex, 0), tabs.length)
    if (next === null) return
    e.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    pendingFocus = { to: tab.to, at: Date.now() }
    navigate(tab.to)
  }

  const currentTo = current?.to
  useLayoutEffect(() => {
    if (!pendingFocus || pendingFocus.to !== currentTo) return
    const fresh = Date.now() - pendingFocus.at < PENDING_FOCUS_MS
    pendingFocus = null
    if (!fresh) return
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[currentIndex]?.focus()
  }, [currentTo, currentIndex])

  return (
    <div className={small ? 'tabs tabs-small' : 'tabs'}>
      <div
        role="tablist"
        aria-label={label}
        className="tab-list"
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((t, i) => {
          const selected = i === currentIndex
          return (
            <Link
              key={t.to}
              href={t.to}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected || (currentIndex < 0 && i === 0) ? 0 : -1}
              className="tab"
            >
              {t.label}
            </Link>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={currentIndex >= 0 ? `${id}-tab-${currentIndex}` : undefined}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  )
}
