// The top bar: brand, silo and project switchers, the palette prompt and the user menu.
import { Link } from 'wouter'
import { openPaletteAtom } from '@/state/palette'
import { useSetAtom } from '@/state/store'
import { KeyCombo } from '../ui/kbd'
import { useCommand } from '../use-command'
import { ProjectSwitcher, SiloSwitcher } from './switchers'
import { UserMenu } from './user-menu'

export function TopBar() {
  const openPalette = useSetAtom(openPaletteAtom)
  const palette = useCommand('ui.open-palette')
  return (
    <header className="top-bar">
      <Link href="/" className="brand">
        <span aria-hidden="true" className="brand-mark">
          ▮
        </span>
        oxide
      </Link>
      <SiloSwitcher />
      <ProjectSwitcher />
      <button type="button" className="palette-prompt" onClick={() => openPalette()}>
        <span aria-hidden="true" className="prompt-caret">
          &gt;
        </span>
        <span>Run a command or go to…</span>
        {palette.keybinding && <KeyCombo binding={palette.keybinding} />}
      </button>
      <UserMenu />
    </header>
  )
}
