// The `?` overlay: every key binding in the registry, by palette group, plus the keys the palette
// and menus understand. Generated, so it can never list a key that does nothing.
import type { AnyCommand } from '@/commands/define'
import { setHelpOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { Dialog } from '../ui/dialog'
import { KeyCombo } from '../ui/kbd'

const paletteKeys: [string, string][] = [
  ['mod+k', 'Open or close the palette, from anywhere'],
  ['arrowup', 'Previous item'],
  ['arrowdown', 'Next item'],
  ['enter', 'Run, or choose and go to the next argument'],
  ['backspace', 'Back one page (on an empty input)'],
  ['escape', 'Close'],
]

export function ShortcutsHelp({ bindings }: { bindings: AnyCommand[] }) {
  const groups = new Map<string, AnyCommand[]>()
  for (const cmd of bindings) groups.set(cmd.group, [...(groups.get(cmd.group) ?? []), cmd])
  const close = () => store.set(setHelpOpenAtom, false)
  return (
    <Dialog title="Keyboard shortcuts" width="free" onDismiss={close}>
      <div className="shortcuts">
        {[...groups].map(([group, cmds]) => (
          <section key={group} aria-label={group}>
            <h3 className="shortcuts-group">{group}</h3>
            <dl className="shortcuts-list">
              {cmds.map((cmd) => (
                <div key={cmd.id} className="shortcuts-row">
                  <dt>
                    <KeyCombo binding={cmd.keybinding ?? ''} />
                  </dt>
                  <dd>{cmd.title}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section aria-label="In the palette">
          <h3 className="shortcuts-group">In the palette</h3>
          <dl className="shortcuts-list">
            {paletteKeys.map(([binding, what]) => (
              <div key={binding} className="shortcuts-row">
                <dt>
                  <KeyCombo binding={binding} />
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="shortcuts-note">
          Chords: press the first key, then the second within a second. Keys do nothing while a text
          field, a dialog or the palette has focus, except <KeyCombo binding="mod+k" />.
        </p>
      </div>
    </Dialog>
  )
}
