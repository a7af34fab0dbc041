// The terminal's colours come from the design tokens (tokens.css), read at runtime so the
// terminal and the console around it never drift apart.
import type { ITheme } from '@xterm/xterm'

const TOKENS = {
  background: '--bg',
  foreground: '--fg',
  cursor: '--accent',
  cursorAccent: '--bg',
  selectionBackground: '--bg-selected',
  black: '--bg-raised',
  red: '--error',
  green: '--ok',
  yellow: '--busy',
  blue: '--info',
  cyan: '--accent',
  white: '--fg-muted',
  brightBlack: '--fg-dim',
  brightRed: '--error',
  brightGreen: '--ok',
  brightYellow: '--busy',
  brightBlue: '--info',
  brightCyan: '--accent',
  brightWhite: '--fg',
  scrollbarSliderBackground: '--border',
  scrollbarSliderHoverBackground: '--border-strong',
  scrollbarSliderActiveBackground: '--border-strong',
} as const satisfies Partial<Record<keyof ITheme, string>>

export function terminalTheme(el: Element = document.documentElement): ITheme {
  const style = getComputedStyle(el)
  const theme: ITheme = {}
  for (const [key, token] of Object.entries(TOKENS)) {
    const value = style.getPropertyValue(token).trim()
    if (value) theme[key as keyof typeof TOKENS] = value
  }
  return theme
}

export function terminalFont(el: Element = document.documentElement): string {
  return getComputedStyle(el).getPropertyValue('--font-mono').trim() || 'monospace'
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value)

/**
 * Find-in-output highlights from the tokens; undefined (the match is still selected) when a
 * token is not the #RRGGBB form the search addon's decorations need.
 */
export function findDecorations(el: Element = document.documentElement) {
  const style = getComputedStyle(el)
  const match = style.getPropertyValue('--find-match').trim()
  const active = style.getPropertyValue('--find-active').trim()
  if (!isHex(match) || !isHex(active)) return undefined
  return {
    matchBackground: match,
    matchOverviewRuler: match,
    activeMatchBackground: active,
    activeMatchColorOverviewRuler: active,
  }
}
