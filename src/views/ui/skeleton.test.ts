// The glyphs a list's skeleton lays out unseen (so their fallback font is found before the rows'
// first frame) are every glyph the rows draw outside the bundled font's subset.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { staticGlyph } from './badge'
import { FALLBACK_GLYPHS } from './skeleton'

/** The bundled font's latin subset covers up to U+00FF (and punctuation at U+2000-206F). */
const outsideFont = (ch: string) => {
  const code = ch.codePointAt(0)!
  return code > 0xff && !(code >= 0x2000 && code <= 0x206f)
}

it('holds every state glyph, every spinner frame and the row menu glyph', () => {
  const css = readFileSync(new URL('./feedback.css', import.meta.url), 'utf8')
  // The spinner's frames: one `content` with the frames a line apart (`\A`).
  const spinner = /\.spinner::before \{[^}]*content: '([^']*)'/.exec(css)?.[1] ?? ''
  const frames = [...spinner.replace(/\\A/g, '')]
  expect(frames.length).toBeGreaterThan(1)
  const drawn = [...Object.values(staticGlyph), ...frames, '⋯'].filter(outsideFont)
  expect(drawn.filter((g) => !FALLBACK_GLYPHS.includes(g))).toEqual([])
})
