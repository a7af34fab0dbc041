// The headers every answer of `npm run serve` carries: the console's page, its assets and the
// rack's answers passed through (docs/serving.md explains each). deploy/nginx/oxide-console.conf
// sends the same; tests/e2e-serve checks both.

/** A Host header fit to be written into a policy: a name or address, and a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The Content-Security-Policy of the console. Scripts: its own files and the inline scripts of
 * index.html by hash; no 'unsafe-inline', no eval (zod's probe for it is turned off:
 * src/lib/zod-jitless.ts). Styles: its own files, and 'unsafe-inline': the serial console's
 * terminal (xterm) writes its theme and cell sizes into `<style>` elements it creates, with
 * values known only at run time (no hash can name them), and libraries set `style=""`
 * attributes; a style cannot run code, and the markup that could carry an injected one is
 * React's, which escapes text. Fonts: its own files and the small faces the build inlines as
 * data: URLs. Connections: its own origin, the serial console's WebSocket included (written out:
 * 'self' covers ws: only in CSP level 3 browsers). No form-action: the SAML sign-in form posts to
 * the rack, which redirects to the identity provider, and browsers apply form-action to that
 * redirect.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], host?: string): string {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** The headers of every answer, the policy's WebSocket sources written for `host`. */
export function securityHeaders(
  scriptHashes: readonly string[],
  host?: string,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes, host),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  }
}
