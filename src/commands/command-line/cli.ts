// The `oxide` CLI line of a command, shown in the palette footer, on button hover and in the
// command log. Flags follow the CLI's convention: kebab-case names, one `--flag value` per field,
// and a boolean as the flag alone when on (`--start`) or with `no-` when off (`--no-start`).

const SAFE = /^[\w@%+=:,./-]+$/

/** Quote a value for a POSIX shell only when it needs it. */
export function shellQuote(value: string): string {
  if (value !== '' && SAFE.test(value)) return value
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** ` --flag value`, or ` --flag=--value` when the value itself starts with `--`. */
export function flagText(flag: string, value: string): string {
  return `--${flag}${value.startsWith('--') ? '=' : ' '}${shellQuote(value)}`
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * `cli('instance stop', { project: 'demo', instance: 'web-1' })` ->
 * `oxide instance stop --project demo --instance web-1`. Missing values are left out, so a
 * half-filled palette shows the line so far. `{ start: false }` is `--no-start`.
 */
export function cli(subcommand: string, flags: Record<string, unknown> = {}): string {
  const parts = [`oxide ${subcommand}`]
  for (const [key, value] of Object.entries(flags)) {
    if (value === undefined || value === null || value === '') continue
    if (typeof value === 'boolean') parts.push(`--${value ? '' : 'no-'}${kebab(key)}`)
    else parts.push(flagText(kebab(key), String(value)))
  }
  return parts.join(' ')
}
