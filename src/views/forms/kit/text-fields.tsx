// Text-like fields: single line, multi-line, and numbers with a unit.
import type { ReactNode } from 'react'
import { FieldFrame } from './field'
import type { FieldBinding } from './use-form'

type Common = {
  label: string
  help?: ReactNode
  required?: boolean
  placeholder?: string
  autoFocus?: boolean
  disabled?: boolean
}

export function TextField({
  field,
  type = 'text',
  autoComplete = 'off',
  ...props
}: Common & {
  field: FieldBinding<string>
  type?: 'text' | 'email' | 'url' | 'password'
  autoComplete?: string
}) {
  return (
    <FieldFrame label={props.label} help={props.help} error={field.error} required={props.required}>
      {(a11y) => (
        <input
          {...a11y}
          type={type}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          autoComplete={autoComplete}
          spellCheck={false}
          className="form-input"
        />
      )}
    </FieldFrame>
  )
}

export function TextareaField({
  field,
  rows = 3,
  ...props
}: Common & { field: FieldBinding<string>; rows?: number }) {
  return (
    <FieldFrame label={props.label} help={props.help} error={field.error} required={props.required}>
      {(a11y) => (
        <textarea
          {...a11y}
          name={field.name}
          value={field.value}
          rows={rows}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          spellCheck={false}
          className="form-input form-textarea"
        />
      )}
    </FieldFrame>
  )
}

/**
 * A whole number with an optional unit shown after it. The value is kept as typed (a string) so
 * a half-typed number isn't rewritten under the cursor; `numberError` checks it.
 */
export function NumberField({
  field,
  unit,
  min,
  max,
  ...props
}: Common & { field: FieldBinding<string>; unit?: string; min?: number; max?: number }) {
  return (
    <FieldFrame label={props.label} help={props.help} error={field.error} required={props.required}>
      {(a11y) => (
        <span className="form-number">
          <input
            {...a11y}
            type="number"
            inputMode="numeric"
            name={field.name}
            value={field.value}
            min={min}
            max={max}
            step={1}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            autoFocus={props.autoFocus}
            disabled={props.disabled}
            className="form-input"
          />
          {unit && <span className="form-unit">{unit}</span>}
        </span>
      )}
    </FieldFrame>
  )
}

/** The message for a whole number outside [min, max], or undefined. */
export function numberError(text: string, min: number, max: number): string | undefined {
  if (text.trim() === '') return 'Required'
  const n = Number(text)
  if (!Number.isInteger(n)) return 'Must be a whole number'
  if (n < min) return `Must be at least ${min}`
  if (n > max) return `Must be at most ${max}`
  return undefined
}

/** A value shown in the form that can't be changed here (read-only, still selectable). */
export function StaticField({
  label,
  value,
  help,
}: {
  label: string
  value: string
  help?: ReactNode
}) {
  return (
    <FieldFrame label={label} help={help}>
      {(a11y) => <input {...a11y} readOnly value={value} className="form-input" />}
    </FieldFrame>
  )
}
