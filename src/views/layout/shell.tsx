// The console shell around every signed-in page: skip link, mock banner, top bar, side
// navigation, the main region and the command log.
import { useRef, type ReactNode } from 'react'
import { paletteOpenAtom } from '@/state/palette'
import { useAtomValue } from '@/state/store'
import { setDockSlot } from './dock'
import { useRevealUnderDock } from './dock-reveal'
import { LogDrawer, StatusBar } from './log-drawer'
import { MockBanner } from './mock-banner'
import { SideNav } from './side-nav'
import { TopBar } from './top-bar'
import './layout.css'

export function Shell({ children }: { children: ReactNode }) {
  const paletteOpen = useAtomValue(paletteOpenAtom)
  const dock = useRef<HTMLDivElement>(null)
  useRevealUnderDock(dock)
  return (
    <div className="shell">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      {import.meta.env.VITE_MSW === '1' && <MockBanner />}
      <TopBar />
      <div className="shell-body">
        <SideNav />
        <main
          id="content"
          tabIndex={-1}
          className="main"
          data-behind-palette={paletteOpen || undefined}
        >
          {children}
        </main>
      </div>
      <div className="shell-dock" ref={dock}>
        <div className="shell-dock-left" ref={(el) => setDockSlot('left', el)} />
        <div className="shell-dock-right" ref={(el) => setDockSlot('right', el)} />
      </div>
      <LogDrawer />
      <StatusBar />
    </div>
  )
}
