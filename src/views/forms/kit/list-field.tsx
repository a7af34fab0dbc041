// A list of values built one entry at a time (firewall targets, hosts, ports): the entries as
// removable chips, then an input (with an optional kind select) and an Add button. Enter in the
// input adds instead of submitting the form. Duplicates are refused: 'Items must be unique'.
// Live names of the chosen kind, when given, are offered as the value is typed (a datalist).
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { ITEMS_NOT_UNIQUE } from '@/lib/validators'
import { Button } from '../../ui/button'

export type ListEntry = { type?: string; value: string }

export function ListField({
  label,
  help,
  items,
  onChange,
  kinds,
  validate,
  placeholder,
  format = (e) => (e.type ? `${e.type}:${e.value}` : e.value),
  suggest,
}: {
  label: string
  help?: ReactNode
  items: readonly ListEntry[]
  onChange: (items: ListEntry[]) => void
  /** kinds of entry offered in a select before the input (e.g. vpc, subnet, ip) */
  kinds?: readonly { value: string; label: string }[]
  /** the message for an invalid entry */
  validate: (entry: ListEntry) => string | undefined
  placeholder?: string
  format?: (entry: ListEntry) => string
  /** names offered as the value is typed, for the chosen kind (live VPCs, subnets...) */
  suggest?: (kind: string | undefined) => readonly string[]
}) {
  const id = useId()
  const [kind, setKind] = useState(kinds?.[0]?.value)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const same = (a: ListEntry, b: ListEntry) => a.type === b.type && a.value === b.value
  const offered = suggest?.(kind).filter(
    (name) => !items.some((i) => same(i, { type: kind, value: name })),
  )

  const add = () => {
    const entry: ListEntry = { type: kind, value: text.trim() }
    const problem =
      validate(entry) ?? (items.some((i) => same(i, entry)) ? ITEMS_NOT_UNIQUE : undefined)
    setError(problem)
    if (problem) return
    onChange([...items, entry])
    setText('')
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    add()
  }
  return (
    <fieldset className="form-field form-list" aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="form-label">{label}</legend>
      {items.length > 0 && (
        <ul className="form-list-items" aria-label={`${label}: entries`}>
          {items.map((item) => (
            <li key={format(item)} className="form-list-item">
              {format(item)}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${format(item)}`}
                onClick={() => onChange(items.filter((i) => !same(i, item)))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-list-add">
        {kinds && (
          <select
            aria-label={`${label}: kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            className="form-input form-select"
          >
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        )}
        <input
          aria-label={`${label}: value`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          spellCheck={false}
          className="form-input"
          list={offered?.length ? `${id}-names` : undefined}
        />
        {offered && offered.length > 0 && (
          <datalist id={`${id}-names`}>
            {offered.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        <Button size="sm" onClick={add}>
          Add
        </Button>
      </div>
      {help && (
        <div id={`${id}-help`} className="form-help">
          {help}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="form-error">
          {error}
        </div>
      )}
    </fieldset>
  )
}
