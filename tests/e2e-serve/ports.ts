// The ports of the `serve` project (playwright.config.ts): a block of seven from E2E_SERVE_PORT
// (default 4319), so a run beside another takes one variable to move.
const base = Number(process.env.E2E_SERVE_PORT ?? 4319)

export const SERVE_PORTS = {
  /** `npm run serve` in front of `rack` (a webServer of the config) */
  serve: base,
  /** `npm run mock:server`, API only: the rack (a webServer of the config) */
  rack: base + 1,
  /** nginx with deploy/nginx/oxide-console.conf in front of `rack` (nginx.spec.ts) */
  nginx: base + 2,
  /** a rack of its own that the down-and-up tests stop and start again */
  downRack: base + 3,
  /** `npm run serve` in front of `downRack` */
  downServe: base + 4,
  /** nginx in front of `nginxDownRack` */
  downNginx: base + 5,
  /** a rack of its own that the nginx down-and-up test stops and starts again */
  nginxDownRack: base + 6,
}
