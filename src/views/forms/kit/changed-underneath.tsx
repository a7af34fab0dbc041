// An edit form whose resource changed underneath it: the platform's answer, read again while the
// form is open, now holds other values for the form's fields than those it opened with (and than
// what is typed). Nothing in the form moves: what is typed stays, and the form says so, with a
// way to take the resource's values as they are now. The save's own guard (an edit that refuses
// over someone else's change, as the firewall rule's does) stays as it is.
//
// useForm works it out (its fields' values from the resource now, against those it opened with);
// an edit form's QueryModal (`edit`) holds the answer for the FormModal to say, and takes the
// values again by drawing the form anew; an inline form says it itself (UnderneathNote).
import { Fragment, createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { Button } from '../../ui/button'
import { dropOpenDrafts } from './drafts'

/** What an edit form knows of its resource changing underneath it. */
export type Underneath = {
  /** the resource's name, for the notice */
  name: string
  /** the form's fields would open with other values now */
  changed: boolean
  /** the resource is gone (its read answers 404 now) */
  gone: boolean
  /** useForm tells whether its values changed underneath */
  report: (changed: boolean) => void
  /** the form again, with the resource's values as they are now (what was typed goes) */
  reload: () => void
}

const UnderneathContext = createContext<Underneath | null>(null)

/** The edit form around this form, if any (useForm reports to it, FormModal says it). */
export const useUnderneath = () => useContext(UnderneathContext)

/**
 * Around an edit form drawn from `data`: holds whether it changed underneath, and draws the
 * form anew (its drafts dropped) when the user takes the values as they are now.
 */
export function UnderneathScope({
  name,
  gone,
  children,
}: {
  name: string
  gone: boolean
  children: ReactNode
}) {
  const [changed, setChanged] = useState(false)
  const [drawn, setDrawn] = useState(0)
  const value = useMemo<Underneath>(
    () => ({
      name,
      changed,
      gone,
      report: setChanged,
      reload: () => {
        dropOpenDrafts()
        setChanged(false)
        setDrawn((n) => n + 1)
      },
    }),
    [name, changed, gone],
  )
  return (
    <UnderneathContext.Provider value={value}>
      <Fragment key={drawn}>{children}</Fragment>
    </UnderneathContext.Provider>
  )
}

/** The notice: "web-1 was changed by someone else since you opened this form" [Reload its values]. */
export function UnderneathNote({
  name,
  changed,
  gone,
  reload,
}: Pick<Underneath, 'name' | 'changed' | 'gone' | 'reload'>) {
  if (gone)
    return (
      <p className="form-underneath" role="status">
        <span>
          {name} was deleted by someone else since you opened this form: saving will fail.
        </span>
      </p>
    )
  if (!changed) return null
  return (
    <p className="form-underneath" role="status">
      <span>
        {name} was changed by someone else since you opened this form. What you typed stays until
        you reload.
      </span>
      <Button variant="ghost" size="sm" onClick={reload}>
        Reload its values
      </Button>
    </p>
  )
}
