// The inline scripts of the built index.html, as Content-Security-Policy hashes: a policy with no
// 'unsafe-inline' for scripts runs them by hash. Written to dist/ as `csp.json` (read by
// `npm run serve`, server/csp.ts) and `csp-nginx.conf` (included by deploy/nginx/oxide-console.conf).
// Generic over the page: whatever inline scripts index.html holds when the build is done (the
// early keys', the early fetch's, the mock's worker registration) are hashed, so a change to one
// needs no change here.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** What the build writes to `csp.json`. */
export type CspManifest = {
  /** the `'sha256-…'` source of each inline script of index.html, in page order */
  scriptHashes: string[]
}

/** The inline scripts' hashes of an HTML page (a `<script>` with a src is not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attrs)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * What the policy blocks in markup and no hash can allow: event handler attributes (`onload=`).
 * The build fails on them rather than ship a page the policy breaks.
 */
export function inlineProblems(html: string): string[] {
  const tags = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '<script>')
  return [...tags.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)].map(
    ([, attr]) => `index.html has an inline ${attr}= attribute, which the CSP blocks`,
  )
}

/** The nginx line that hands the hashes to the shipped configuration. */
export const nginxHashes = (hashes: string[]) =>
  `# Written by the build (build/plugins/csp-hashes.ts): the inline scripts of index.html.\n` +
  `set $oxide_script_hashes "${hashes.join(' ')}";\n`

export function cspHashes(): Plugin {
  return {
    name: 'csp-hashes',
    apply: 'build',
    // After every other plugin has written its part of index.html.
    enforce: 'post',
    generateBundle(_, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      const html =
        typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source)
      const problems = inlineProblems(html)
      if (problems.length) this.error(problems.join('\n'))
      const manifest: CspManifest = { scriptHashes: inlineScriptHashes(html) }
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      })
      this.emitFile({
        type: 'asset',
        fileName: 'csp-nginx.conf',
        source: nginxHashes(manifest.scriptHashes),
      })
    },
  }
}
