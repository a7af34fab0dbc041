// Choice fields: a select (static or fed by a query), a checkbox, and a radio group.
import { useId, type ReactNode } from 'react'
import { FieldFrame } from './field'
import type { FieldBinding } from './use-form'

export type Option = { value: string; label?: string; detail?: string }

/** A select; its value is one of the options' values (or '' for the empty choice). */
export function SelectField<T extends string = string>({
  field,
  label,
  options,
  help,
  required,
  loading,
  emptyLabel,
  disabled,
}: {
  field: FieldBinding<T>
  label: string
  options: readonly Option[]
  help?: ReactNode
  required?: boolean
  /** the options are still loading */
  loading?: boolean
  /** a first "none" choice with value '' (for optional selects) */
  emptyLabel?: string
  disabled?: boolean
}) {
  // A value not (yet) among the options still shows, rather than silently switching to another.
  const missing = field.value !== '' && !options.some((o) => o.value === field.value)
  return (
    <FieldFrame label={label} help={help} error={field.error} required={required}>
      {(a11y) => (
        <select
          {...a11y}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value as T)}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-busy={loading || undefined}
          className="form-input form-select"
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {loading && options.length === 0 && (
            <option value={field.value} disabled>
              Loading…
            </option>
          )}
          {missing && !loading && <option value={field.value}>{field.value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label ?? o.value}
              {o.detail ? ` — ${o.detail}` : ''}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

export function CheckboxField({
  field,
  label,
  help,
  disabled,
}: {
  field: FieldBinding<boolean>
  label: string
  help?: ReactNode
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="form-field form-check">
      <label className="form-check-label">
        <input
          type="checkbox"
          name={field.name}
          checked={field.value}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-describedby={help ? `${id}-help` : undefined}
        />
        {label}
      </label>
      {help && (
        <div id={`${id}-help`} className="form-help">
          {help}
        </div>
      )}
    </div>
  )
}

/** Radio buttons in a fieldset; arrow keys move between them (native radio group behaviour). */
export function RadioField<T extends string>({
  field,
  label,
  options,
  help,
}: {
  field: FieldBinding<T>
  label: string
  options: readonly { value: T; label: string; help?: string }[]
  help?: ReactNode
}) {
  const id = useId()
  return (
    <fieldset className="form-field form-radio" aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="form-label">{label}</legend>
      {options.map((o) => (
        <div key={o.value} className="form-radio-option">
          <label className="form-check-label">
            <input
              type="radio"
              name={`${id}-${field.name}`}
              value={o.value}
              checked={field.value === o.value}
              onChange={() => field.onChange(o.value)}
              onBlur={field.onBlur}
              aria-describedby={o.help ? `${id}-${o.value}-help` : undefined}
            />
            {o.label}
          </label>
          {/* Outside the label, so the option's name stays short ("Fail") for screen readers. */}
          {o.help && (
            <span id={`${id}-${o.value}-help`} className="form-dim">
              — {o.help}
            </span>
          )}
        </div>
      ))}
      {help && (
        <div id={`${id}-help`} className="form-help">
          {help}
        </div>
      )}
      {field.error && <div className="form-error">{field.error}</div>}
    </fieldset>
  )
}
