// The `?` overlay: every key binding in the registry, by palette group, plus the keys the palette
// and menus understand. Generated, so it can never list a key that does nothing.
import type { AnyCommand } from '@/commands/core/define'
import { setHelpOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { Dialog } from '../ui/dialog'
import { KeyCombo } from '../ui/kbd'
import { columnOfLetter, SORT_KEY_PREFIX } from './table-view-keys'

const paletteKeys: [string, string][] = [
  ['mod+k', 'Open or close the palette, from anywhere'],
  ['arrowup', 'Previous item; on an empty input, the previous command line typed'],
  ['arrowdown', 'Next item; in the command line history, the next line'],
  ['tab', 'Complete the word of a command line (instance stop web-1)'],
  ['enter', 'Run, or choose and go to the next argument'],
  ['backspace', 'Back one page (on an empty input)'],
  ['escape', 'Close'],
]

// Table keys that are not commands (j, k, x, . and / are: they are listed under Table above).
const tableKeys: [string, string][] = [
  ['arrowdown', 'Next row, while focus is in the table; in the filter, to the first match'],
  ['enter', 'Open the row; in the filter, to the first match (the filter stays, / goes back)'],
  ['arrowup', 'Previous row, while focus is in the table'],
  ['escape', 'Clear the filter, then leave it; then unselect the rows (never leaves the page)'],
]

// The confirm dialog (confirm-dialog.tsx): Cancel has focus first, so Enter cancels.
const confirmKeys: [string, string][] = [
  ['enter', 'Press the focused button (Cancel, at first); the dialog names it'],
  ['mod+enter', 'Confirm; so does the underlined first letter of the confirm button'],
  ['escape', 'Cancel'],
]

// Every form (submit-keys.tsx): the side modals, the inline forms, sign-in.
const formKeys: [string, string][] = [
  ['enter', 'Submit, from a one-line field'],
  ['mod+enter', 'Submit, from any field (a text area too)'],
]

// The serial console's terminal takes every key a shell needs; these two still reach the console.
const terminalKeys: [string, string][] = [
  ['mod+k', 'Open the palette; closing it returns focus to the terminal'],
  ['ctrl+]', "Leave the terminal for the console's toolbar"],
]

function KeyList({ label, keys }: { label: string; keys: [string, string][] }) {
  return (
    <section aria-label={label}>
      <h3 className="shortcuts-group">{label}</h3>
      <dl className="shortcuts-list">
        {keys.map(([binding, what]) => (
          <div key={binding} className="shortcuts-row">
            <dt>
              <KeyCombo binding={binding} />
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * A sort key's line: the column it sorts on this page's list (`Shift+N  Sort by name`); none
 * for a letter no column of it has.
 */
function sortKeyTitle(cmd: AnyCommand): string | null | undefined {
  if (!cmd.id.startsWith(SORT_KEY_PREFIX)) return undefined
  const col = columnOfLetter(cmd.id.slice(SORT_KEY_PREFIX.length))
  return col ? `Sort by ${col.header}; again to reverse` : null
}

export function ShortcutsHelp({ bindings }: { bindings: AnyCommand[] }) {
  const groups = new Map<string, { cmd: AnyCommand; title: string }[]>()
  for (const cmd of bindings) {
    const sortTitle = sortKeyTitle(cmd)
    if (sortTitle === null) continue
    const entry = { cmd, title: sortTitle ?? cmd.title }
    groups.set(cmd.group, [...(groups.get(cmd.group) ?? []), entry])
  }
  const close = () => store.set(setHelpOpenAtom, false)
  return (
    <Dialog title="Keyboard shortcuts" width="free" onDismiss={close}>
      <div className="shortcuts">
        {[...groups].map(([group, cmds]) => (
          <section key={group} aria-label={group}>
            <h3 className="shortcuts-group">{group}</h3>
            <dl className="shortcuts-list">
              {cmds.map(({ cmd, title }) => (
                <div key={cmd.id} className="shortcuts-row">
                  <dt>
                    <KeyCombo binding={cmd.keybinding ?? ''} />
                  </dt>
                  <dd>{title}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <KeyList label="In the palette" keys={paletteKeys} />
        <KeyList label="Also in tables" keys={tableKeys} />
        <KeyList label="In a confirmation" keys={confirmKeys} />
        <KeyList label="In a form" keys={formKeys} />
        <KeyList label="In the serial console's terminal" keys={terminalKeys} />
        <p className="shortcuts-note">
          Chords: press the first key, then the second within a second. Keys do nothing while a text
          field, a dialog or the palette has focus, except <KeyCombo binding="mod+k" />, which works
          everywhere. The table keys act on the table holding focus, else on the page's main table.
          In the palette, type a command line (<code>instance stop web-1</code> or a whole{' '}
          <code>oxide …</code> line), <code>#name</code> to find a resource in any project, or paste
          an id to go to its resource.
        </p>
      </div>
    </Dialog>
  )
}
