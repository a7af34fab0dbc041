// The frame of every field: a label (with a required marker), the control, help text and the
// field's error, wired for assistive technology (aria-describedby, aria-invalid).
import { useId, type ReactNode } from 'react'
import './forms.css'

export type FieldFrameProps = {
  label: string
  help?: ReactNode
  error?: string
  required?: boolean
  /** renders the control with the ids it must carry */
  children: (a11y: ControlA11y) => ReactNode
}

export type ControlA11y = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export function FieldFrame({ label, help, error, required, children }: FieldFrameProps) {
  const id = useId()
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {help && (
        <div id={helpId} className="form-help">
          {help}
        </div>
      )}
      {error && (
        <div id={errorId} className="form-error">
          {error}
        </div>
      )}
    </div>
  )
}
