import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineProblems, inlineScriptHashes, nginxHashes } from './csp-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes every inline script of the page, exactly as written, and no script with a src', () => {
    const first = '\n      ;(function () { window.__earlyKeys = [] })()\n    '
    const second = 'console.info("é")'
    const html = `<!doctype html><head><script>${first}</script>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <SCRIPT type="text/javascript">${second}</SCRIPT ></head>`
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)])
  })

  it('hashes the inline scripts of the built page, whatever they are', () => {
    // A build's page: its two scripts by these hashes, so the policy runs them and only them.
    const html = '<script>a()</script><script>b()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
    expect(nginxHashes(inlineScriptHashes(html))).toContain(
      `set $oxide_script_hashes "${sha('a()')} ${sha('b()')}";`,
    )
  })
})

describe('inlineProblems', () => {
  it('names what the policy would block and no hash allows: event handler attributes', () => {
    expect(inlineProblems('<body onload="go()"><div style="color: red" onclick=x></div>')).toEqual([
      'index.html has an inline onload= attribute, which the CSP blocks',
      'index.html has an inline onclick= attribute, which the CSP blocks',
    ])
    // Inside a script, such words are code, not markup.
    expect(
      inlineProblems('<script>el.innerHTML = "<b onclick=x>"</script><div id="root">'),
    ).toEqual([])
  })
})
