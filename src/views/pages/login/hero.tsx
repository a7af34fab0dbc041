// The sign-in hero: a terminal window drawn in SVG (no image assets), decorative only. What it
// lists is the mock platform's seed (mock/seed/instances.ts): instances of project demo with their
// real state, vCPUs and memory, so that the first thing a newcomer signs in to matches it
// (hero.test.ts checks it against the seed).

type HeroState = 'running' | 'starting' | 'stopped'

/** The rows the hero's `oxide instance list` shows: name, state, vCPUs, memory in GiB. */
export const HERO_ROWS: readonly [name: string, state: HeroState, ncpus: number, gib: number][] = [
  ['web-1', 'running', 4, 8],
  ['web-2', 'running', 4, 8],
  ['api-2', 'starting', 8, 16],
  ['db-primary', 'running', 16, 64],
  ['web-3', 'stopped', 4, 8],
]

const LOOK = {
  running: { className: 'hero-ok', glyph: '●' },
  starting: { className: 'hero-busy', glyph: '◌' },
  stopped: { className: 'hero-off', glyph: '○' },
} as const

/** Where each column starts (SVG text collapses runs of spaces). */
const COLS = { state: 140, cpu: 250, memory: 295 } as const

export function Hero() {
  return (
    <svg
      className="hero"
      viewBox="0 0 480 320"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="hero-window" x="20" y="20" width="440" height="280" rx="6" />
      <rect className="hero-titlebar" x="20" y="20" width="440" height="26" rx="6" />
      <circle className="hero-dot" cx="40" cy="33" r="5" />
      <circle className="hero-dot" cx="58" cy="33" r="5" />
      <circle className="hero-dot" cx="76" cy="33" r="5" />
      <g className="hero-text">
        <text x="40" y="80">
          <tspan className="hero-accent">$</tspan> oxide instance list --project demo
        </text>
        <text x="40" y="106" className="hero-dim">
          NAME
          <tspan x={COLS.state}>STATE</tspan>
          <tspan x={COLS.cpu}>CPU</tspan>
          <tspan x={COLS.memory}>MEMORY</tspan>
        </text>
        {HERO_ROWS.map(([name, state, ncpus, gib], i) => (
          <text key={name} x="40" y={128 + i * 22}>
            {name}
            <tspan x={COLS.state} className={LOOK[state].className}>
              {LOOK[state].glyph} {state}
            </tspan>
            <tspan x={COLS.cpu}>{ncpus}</tspan>
            <tspan x={COLS.memory}>{gib} GiB</tspan>
          </text>
        ))}
        <text x="40" y={128 + HERO_ROWS.length * 22 + 18}>
          <tspan className="hero-accent">$</tspan> <tspan className="hero-caret">█</tspan>
        </text>
      </g>
    </svg>
  )
}
