// Splitting a typed command line into words the way a POSIX shell does for the cases an operator
// types: whitespace separates, '...' is literal, "..." allows backslash escapes, and a backslash
// outside quotes escapes the next character. `shellQuote` (cli.ts) produces lines this reads back.

export type Token = {
  value: string
  /** offset of the token's first character in the line */
  start: number
  /** offset just past its last character */
  end: number
}

export type Scan = {
  tokens: Token[]
  /** the line ended inside a quote */
  unterminated: boolean
  /** the line ends with whitespace: the next word has not started */
  trailingSpace: boolean
}

const space = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r'

/** Tokens with their offsets; never throws (the palette scans half-typed lines). */
export function scanLine(line: string): Scan {
  const tokens: Token[] = []
  let i = 0
  let unterminated = false
  while (i < line.length) {
    if (space(line[i]!)) {
      i++
      continue
    }
    const start = i
    let value = ''
    while (i < line.length && !space(line[i]!)) {
      const c = line[i]!
      if (c === "'") {
        const close = line.indexOf("'", i + 1)
        if (close < 0) {
          value += line.slice(i + 1)
          i = line.length
          unterminated = true
        } else {
          value += line.slice(i + 1, close)
          i = close + 1
        }
      } else if (c === '"') {
        i++
        while (i < line.length && line[i] !== '"') {
          // Inside double quotes a backslash escapes only the characters a shell lets it escape.
          if (line[i] === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) i++
          value += line[i]
          i++
        }
        if (i >= line.length) unterminated = true
        i++
      } else if (c === '\\' && i + 1 < line.length) {
        value += line[i + 1]
        i += 2
      } else {
        value += c
        i++
      }
    }
    tokens.push({ value, start, end: Math.min(i, line.length) })
  }
  const last = line[line.length - 1]
  return { tokens, unterminated, trailingSpace: last !== undefined && space(last) }
}

/** `instance create --name "db 2"` -> `['instance', 'create', '--name', 'db 2']` */
export function tokenize(line: string): string[] {
  return scanLine(line).tokens.map((t) => t.value)
}
