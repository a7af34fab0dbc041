// A row's "more actions" menu: one menu item per command, disabled ones kept focusable with their
// reason shown, so keyboard users can find out why. Arrows move, Enter runs, Esc closes.
// A table has one per row: until a row's menu is first opened it is a plain button, and the
// floating-menu machinery (positioning, list navigation, dismissal) mounts on that first open, so
// drawing a page of rows does not set up fifty menus nobody opened.
import { FloatingFocusManager, FloatingPortal, type useInteractions } from '@floating-ui/react'
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { refArgs, refOfItems, type Subject } from '@/commands/core/resource-ref'
import { findCommand } from '@/commands/core/registry'
import { beginViewStart } from '@/commands/core/view-start'
import { KeyCombo } from './ui/kbd'
import { useMenu } from './ui/use-menu'
import { useCommand } from './use-command'
import './command-ui.css'

export type CommandMenuItem = {
  id: string
  args?: Record<string, unknown>
  target?: unknown
  /** defaults to the command's title */
  label?: ReactNode
}

export type CommandMenuProps = {
  /** accessible name of the menu button, e.g. "Actions for web-1" */
  label: string
  items: CommandMenuItem[]
  /** the row the menu is for (its id and name), when the table knows it */
  subject?: Subject
}

/** The command every resource's menu ends with (fleet viewers only, like the log itself). */
export const AUDIT_FOR = 'audit-log.for'

/**
 * The menu's items and, last, "Audit log for this" for the resource its commands act on (by
 * name and, when the table knows the row, by id).
 */
export function withAuditItem(items: CommandMenuItem[], subject?: Subject): CommandMenuItem[] {
  if (!findCommand(AUDIT_FOR) || items.some((i) => i.id === AUDIT_FOR)) return items
  const ref = refOfItems(items, subject)
  return ref
    ? [...items, { id: AUDIT_FOR, args: refArgs(ref), label: 'Audit log for this' }]
    : items
}

export function CommandMenu(props: CommandMenuProps) {
  const [used, setUsed] = useState(false)
  if (used) return <MountedCommandMenu {...props} initialOpen />
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm command-menu-button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setUsed(true)}
      onKeyDown={(e) => {
        // As a menu button: an arrow opens it too.
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
        e.preventDefault()
        setUsed(true)
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  )
}

function MountedCommandMenu({
  label,
  items: own,
  subject,
  initialOpen,
}: CommandMenuProps & { initialOpen: boolean }) {
  const items = withAuditItem(own, subject)
  // Disabled items stay reachable (their reason is the point); only hidden ones are skipped.
  const m = useMenu({ placement: 'bottom-end', skipMissing: true, initialOpen })
  const { open, close, activeIndex, context, setAnchor, setMenu, floatingStyles, listRef } = m
  const { onMenuKeyDown, getReferenceProps, getFloatingProps, getItemProps } = m

  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className="btn btn-ghost btn-sm command-menu-button"
        aria-label={label}
        {...getReferenceProps()}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div
              ref={setMenu}
              className="command-menu"
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
            >
              {items.map((item, index) => (
                <CommandMenuEntry
                  key={`${item.id}:${index}`}
                  item={item}
                  active={activeIndex === index}
                  itemRef={(node) => void (listRef.current[index] = node)}
                  itemProps={getItemProps}
                  onDone={close}
                />
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  )
}

type EntryProps = {
  item: CommandMenuItem
  active: boolean
  itemRef: (node: HTMLElement | null) => void
  itemProps: ReturnType<typeof useInteractions>['getItemProps']
  onDone: () => void
}

function CommandMenuEntry({ item, active, itemRef, itemProps, onDone }: EntryProps) {
  const cmd = useCommand(item.id, item.args, { target: item.target })
  if (!cmd.visible) return null
  const disabled = cmd.disabledReason !== undefined
  const select = () => {
    if (disabled) return
    onDone()
    beginViewStart()
    void cmd.run()
  }
  return (
    <div
      ref={itemRef}
      role="menuitem"
      tabIndex={active ? 0 : -1}
      aria-disabled={disabled || undefined}
      title={cmd.disabledReason}
      className="command-menu-item"
      {...itemProps({
        onClick: select,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            select()
          }
        },
      })}
    >
      <span className="command-menu-label">{item.label ?? cmd.title}</span>
      {disabled ? (
        <span className="command-menu-reason">{cmd.disabledReason}</span>
      ) : (
        cmd.keybinding && <KeyCombo binding={cmd.keybinding} />
      )}
    </div>
  )
}
