// The `oxide` CLI line of a command, shown in the palette footer, on button hover and in the
// command log. Flags follow the CLI's convention: kebab-case names, one `--flag value` per field,
// and a boolean with its value (`--is-default true`), as the CLI's generated commands take it.
// A command the CLI can only run with a request body shows `--json-body body.json` and gives the
// JSON to put in that file with `cliBody` (see `cliWithBody`).

const SAFE = /^[\w@%+=:,./-]+$/

/** Quote a value for a POSIX shell only when it needs it. */
export function shellQuote(value: string): string {
  if (value !== '' && SAFE.test(value)) return value
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** ` --flag value`, or ` --flag=-value` when the value itself starts with `-`. */
export function flagText(flag: string, value: string): string {
  return `--${flag}${value.startsWith('-') ? '=' : ' '}${shellQuote(value)}`
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * `cli('instance stop', { project: 'demo', instance: 'web-1' })` ->
 * `oxide instance stop --project demo --instance web-1`. Missing values are left out, so a
 * half-filled palette shows the line so far. `{ start: false }` is `--start false`.
 */
export function cli(subcommand: string, flags: Record<string, unknown> = {}): string {
  const parts = [`oxide ${subcommand}`]
  for (const [key, value] of Object.entries(flags)) {
    if (value === undefined || value === null || value === '') continue
    if (typeof value === 'boolean') parts.push(`--${kebab(key)} ${value}`)
    else parts.push(flagText(kebab(key), String(value)))
  }
  return parts.join(' ')
}

/** The file a `--json-body` (or `oxide api --input`) line names; `cliBody` gives its contents. */
export const BODY_FILE = 'body.json'

/** The body a command's line hands the CLI in a file, for these args; never throws. */
export function bodyFor(
  cmd: { cliBody?: (args: never) => unknown },
  args: Record<string, unknown>,
): unknown {
  try {
    return cmd.cliBody?.(args as never)
  } catch {
    return undefined
  }
}

/** The body as it goes in the file: indented JSON. */
export const bodyText = (body: unknown) =>
  body === undefined ? undefined : JSON.stringify(body, null, 2)

/**
 * The line and the file it reads, as one shell script: a heredoc writing the JSON, then the line.
 * Copied whole, it runs in a terminal.
 */
export function cliWithBody(line: string, body: unknown): string {
  if (body === undefined) return line
  const text = bodyText(body) ?? ''
  // A body that looks an id up (`idOf`) needs the shell to expand it; any other stays literal.
  const quote = text.includes(LOOKUP) ? '' : "'"
  return `cat > ${BODY_FILE} <<${quote}EOF${quote}\n${text}\nEOF\n${line}`
}

const LOOKUP = '$(oxide '

/**
 * The id the wire needs where the user gave a name: the name's id looked up by the CLI when the
 * file is written (`$(oxide snapshot view ... | jq -r .id)`); an id stays as it is.
 */
export function idOf(ref: string | undefined, viewLine: string): string | undefined {
  if (ref === undefined) return undefined
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref)) return ref
  return lookup(viewLine, '-r .id')
}

/** `$(oxide ... | jq <filter>)`: a value of the body the CLI reads when the file is written. */
export const lookup = (line: string, filter: string) =>
  `${LOOKUP}${line.slice('oxide '.length)} | jq ${filter})`

/** `oxide <subcommand> <flags> --json-body body.json`: the body goes in the file. */
export const cliJson = (subcommand: string, flags: Record<string, unknown> = {}) =>
  cli(subcommand, { ...flags, jsonBody: BODY_FILE })
