// State badges: colour for a glance, text always present. Running green; busy amber with a
// spinner glyph; failed red; stopped grey.
import './feedback.css'

export type BadgeTone = 'ok' | 'busy' | 'error' | 'off' | 'info'

// Instance run states, disk states, snapshot and image states, sled and physical-disk states.
const tones: Record<string, BadgeTone> = {
  running: 'ok',
  attached: 'ok',
  ready: 'ok',
  in_service: 'ok',
  active: 'ok',
  enabled: 'ok',
  delivered: 'ok',

  creating: 'busy',
  starting: 'busy',
  stopping: 'busy',
  rebooting: 'busy',
  migrating: 'busy',
  repairing: 'busy',
  attaching: 'busy',
  detaching: 'busy',
  import_ready: 'busy',
  importing_from_url: 'busy',
  importing_from_bulk_writes: 'busy',
  finalizing: 'busy',
  maintenance: 'busy',
  collecting: 'busy',
  destroying: 'busy',
  pending: 'busy',

  failed: 'error',
  faulted: 'error',
  expunged: 'error',
  decommissioned: 'off',

  stopped: 'off',
  disabled: 'off',
  destroyed: 'off',
  detached: 'off',
  non_provisionable: 'off',
}

/** States during which something is happening: they get the spinner. */
const spinning = new Set([
  'creating',
  'starting',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
  'attaching',
  'detaching',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'collecting',
  'destroying',
  'pending',
])

export const badgeTone = (state: string): BadgeTone =>
  Object.hasOwn(tones, state) ? (tones[state] ?? 'info') : 'info'

/** Each tone's glyph (a spinner's frames are in feedback.css). */
export const staticGlyph: Record<BadgeTone, string> = {
  ok: '●',
  busy: '◌',
  error: '✗',
  off: '○',
  info: '·',
}

/**
 * A state with its glyph. A state this console does not know (a newer platform's) shows as the
 * platform sent it, with the neutral glyph, rather than as something it is not.
 */
export function StateBadge({ state }: { state: string }) {
  const text = String(state)
  const known = Object.hasOwn(tones, text)
  const tone = badgeTone(text)
  const spin = spinning.has(text)
  return (
    <span
      className={`badge badge-${tone}`}
      title={known ? undefined : `${text}: a state this console does not know`}
    >
      <span className={`badge-glyph${spin ? ' spinner' : ''}`} aria-hidden="true">
        {spin ? '' : staticGlyph[tone]}
      </span>
      {known ? text.replace(/_/g, ' ') : text}
    </span>
  )
}
