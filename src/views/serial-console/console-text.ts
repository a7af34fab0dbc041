// Serial console bytes as readable text for a <pre>: decoded as UTF-8 (invalid bytes replaced),
// with terminal control sequences removed since a <pre> cannot interpret them.

// CSI sequences (colours, cursor moves), OSC sequences (titles) and lone escapes.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g

export function consoleText(bytes: number[]): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes))
  return text
    .replace(ANSI, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\n\t\u0020-\u007e\u00a0-\uffff]/g, '')
}
