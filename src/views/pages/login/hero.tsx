// The sign-in hero: a terminal window drawn in SVG (no image assets), decorative only.
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
          NAME STATE CPU MEMORY
        </text>
        <text x="40" y="128">
          web-1 <tspan className="hero-ok">● running</tspan> 4 16 GiB
        </text>
        <text x="40" y="150">
          web-2 <tspan className="hero-ok">● running</tspan> 4 16 GiB
        </text>
        <text x="40" y="172">
          db-1 <tspan className="hero-busy">◌ starting</tspan> 8 64 GiB
        </text>
        <text x="40" y="194">
          batch <tspan className="hero-off">○ stopped</tspan> 2 8 GiB
        </text>
        <text x="40" y="234">
          <tspan className="hero-accent">$</tspan> <tspan className="hero-caret">█</tspan>
        </text>
      </g>
    </svg>
  )
}
