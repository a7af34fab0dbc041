// A local minute typed as the console writes it, `2026-11-27 17:09` (24-hour, lib/clock.ts), in
// place of `<input type="datetime-local">`, whose picker follows the browser's locale ("11/27/2026,
// 05:09 PM" in en-US) beside rows in 17:08:43. What is typed stays while it is not a time yet
// (marked invalid); each time it reads as one, `onValue` gets it.
import { useState, type InputHTMLAttributes } from 'react'
import { formatMinute, parseMinute } from '@/lib/clock'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: Date | null
  /** a time typed whole; null when the box is emptied (with `emptyAllowed`) */
  onValue: (d: Date | null) => void
  /** an empty box means something (an open end: "now") */
  emptyAllowed?: boolean
}

export function ClockInput({ value, onValue, emptyAllowed, ...rest }: Props) {
  const shown = formatMinute(value)
  // The text being typed, while it differs from the value shown.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null)
  const text = draft && draft.over === shown ? draft.text : shown
  const invalid = text.trim() !== '' ? parseMinute(text) === null : !emptyAllowed
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      spellCheck={false}
      autoComplete="off"
      size={16}
      placeholder={rest.placeholder ?? 'YYYY-MM-DD HH:MM'}
      value={text}
      aria-invalid={invalid || undefined}
      title={rest.title ?? 'a local time, 24-hour: YYYY-MM-DD HH:MM'}
      onChange={(e) => {
        const next = e.target.value
        setDraft({ text: next, over: shown })
        const d = parseMinute(next)
        if (d) onValue(d)
        else if (next.trim() === '' && emptyAllowed) onValue(null)
      }}
      onBlur={() => setDraft(null)}
    />
  )
}
