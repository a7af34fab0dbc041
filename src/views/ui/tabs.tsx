// A tab bar whose tabs are links to routes. Only the current tab is in the tab order; arrows,
// Home and End move between tabs and open them (automatic activation: tabs are cheap routes).
// A page opened from the keyboard (Enter on a row's link, the palette) lost the focus with the
// link that had it: its tab bar takes it, so Left and Right move along the tabs at once.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { lastInputWasKey } from '../keyboard/input-modality'
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

/** Focus went nowhere (its element left with the old page), or to the main region. */
const focusLost = () => {
  const el = document.activeElement
  return !el || el === document.body || el.id === 'content'
}

// Tab keys typed while the tab they lead from is still coming (its page mounting): kept, and
// replayed by the tab list that takes the pending focus, so arrows at machine speed all count.
const queued: string[] = []
let holding = false
function holdTabKeys() {
  if (holding) return
  holding = true
  window.addEventListener(
    'keydown',
    (e) => {
      if (!pendingFocus || Date.now() - pendingFocus.at >= PENDING_FOCUS_MS || !focusLost()) return
      if (e.ctrlKey || e.metaKey || e.altKey || nextTabIndex(e.key, 0, 2) === null) return
      e.preventDefault()
      e.stopImmediatePropagation()
      queued.push(e.key)
    },
    true,
  )
}

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
    // The tab a key before this one opened is still coming (the URL moved on, this tab list and
    // its focus are the page it leaves, drawn a moment longer): the key waits for that tab, whose
    // list replays it, rather than going from a tab that is no longer the current one.
    if (pendingFocus && Date.now() - pendingFocus.at < PENDING_FOCUS_MS) {
      const coming = pathOf(pendingFocus.to)
      if (location !== coming && !location.startsWith(`${coming}/`)) {
        queued.push(e.key)
        return
      }
    }
    const tab = tabs[next]
    if (!tab) return
    holdTabKeys()
    pendingFocus = { to: tab.to, at: Date.now() }
    navigate(tab.to)
  }

  const currentTo = current?.to
  useLayoutEffect(() => {
    if (!pendingFocus || pendingFocus.to !== currentTo) return
    const fresh = Date.now() - pendingFocus.at < PENDING_FOCUS_MS
    pendingFocus = null
    const keys = queued.splice(0)
    if (!fresh) return
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[currentIndex]?.focus()
    // The keys typed meanwhile, from this tab: the first moves on, the rest wait for it again.
    const [key, ...rest] = keys
    const next = key === undefined ? null : nextTabIndex(key, currentIndex, tabs.length)
    const tab = next === null ? undefined : tabs[next]
    if (!tab || tab.to === currentTo) return
    queued.push(...rest)
    pendingFocus = { to: tab.to, at: Date.now() }
    navigate(tab.to)
  }, [currentTo, currentIndex, tabs, navigate])

  // In the commit that draws the tabs, so a key right behind the Enter finds them focused; after
  // the page's own focus (children first: a row a line asked for), only focus that went nowhere.
  useLayoutEffect(() => {
    if (!lastInputWasKey() || !focusLost()) return
    if (document.querySelector('[aria-modal="true"]')) return
    listRef.current?.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')?.focus()
  }, [])

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
