// Form state: values, per-field validation with the spec's messages, and which errors to show
// (a field's error appears once it was left or a submit was tried, never while first typing).
// A form opened by a form route keeps its values as a draft for the tab (drafts.ts).
import { useCallback, useContext, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { draftKey, registerDraft, restoreDraft, saveDraft } from './drafts'
import { FormBackground } from './use-close'
import { useUnderneath } from './changed-underneath'

export type Validators<V> = {
  [K in keyof V]?: (value: V[K], all: V) => string | undefined
}

/** What a field component needs: its value, how to change it, and the error to show. */
export type FieldBinding<T> = {
  name: string
  value: T
  onChange: (value: T) => void
  onBlur: () => void
  error?: string
}

export function useForm<V extends Record<string, unknown>>(
  initial: V,
  validators: Validators<V> = {},
) {
  // The form's own values and draft are those of its first render: `initial` is often written
  // inline, a new object each render.
  const [location] = useLocation()
  const drafts = useContext(FormBackground) !== null
  const [start, setStart] = useState(() => {
    const key = drafts ? draftKey(location, Object.keys(initial)) : null
    return {
      key,
      initial,
      ...(key ? restoreDraft(key, initial) : { values: initial, restored: false }),
    }
  })
  const [values, setValues] = useState<V>(start.values)
  useEffect(() => {
    if (start.key) saveDraft(start.key, start.initial, values)
  }, [start, values])
  useEffect(() => {
    if (!start.key) return
    return registerDraft({
      key: start.key,
      restored: start.restored,
      discard: () => setValues(start.initial),
    })
  }, [start])
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [tried, setTried] = useState(false)

  // An edit form's `initial` comes from its resource as read now: when that differs from what
  // the form opened with, and from what it holds, the resource changed underneath it
  // (changed-underneath.tsx). Once the resource holds what the form holds (the user's own save,
  // or the same change made elsewhere), that is what the form stands on.
  const opened = canonical(start.initial)
  const now = canonical(initial)
  const caughtUp = now !== opened && now === canonical(values)
  const changed = now !== opened && !caughtUp
  if (caughtUp) setStart({ ...start, initial })
  const underneath = useUnderneath()
  const report = underneath?.report
  useEffect(() => report?.(changed), [report, changed])
  /** The resource's values as they are now, in place of what was typed (an inline form's reload). */
  const reload = () => {
    setStart((s) => ({ ...s, initial }))
    setValues(initial)
    setTouched({})
    setTried(false)
  }

  // Cheap enough to recompute on every render, so validators may be written inline.
  const errors: Partial<Record<keyof V, string>> = {}
  for (const key of Object.keys(validators) as (keyof V)[]) {
    const error = validators[key]?.(values[key], values)
    if (error) errors[key] = error
  }

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
  }, [])

  const field = <K extends keyof V & string>(key: K): FieldBinding<V[K]> => ({
    name: key,
    value: values[key],
    onChange: (value) => set(key, value),
    onBlur: () => setTouched((t) => (t[key] ? t : { ...t, [key]: true })),
    error: touched[key] || tried ? errors[key] : undefined,
  })

  /** Marks every field as tried; true when the values are valid and may be submitted. */
  const check = () => {
    setTried(true)
    return Object.keys(errors).length === 0
  }

  return { values, set, field, errors, check, underneath: { changed, reload } }
}

/** JSON with object keys sorted: the same values compare the same whatever their keys' order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  )
}

export type FormApi<V extends Record<string, unknown>> = ReturnType<typeof useForm<V>>
