// Login redirects. `redirect_uri` is honoured only when it is a same-origin path: an absolute
// URL or a protocol-relative `//host` would be an open redirect.

/** The login page URL that returns the user to `pathAndQuery` after sign-in. */
export const loginUrl = (pathAndQuery: string) =>
  `/login?${new URLSearchParams({ redirect_uri: pathAndQuery }).toString()}`

/** A safe place to go after sign-in: the given path if it is same-origin, else `/`. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return '/'
  // Only a single leading slash followed by a non-slash, non-backslash character is a local path.
  if (!/^\/(?![/\\])/.test(raw)) return '/'
  // Control characters and backslashes can be normalised by browsers into another origin.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return '/'
  try {
    const base = 'http://same-origin.invalid'
    const url = new URL(raw, base)
    if (url.origin !== base) return '/'
    // Dot segments can collapse into a protocol-relative path: `/.//evil.com` -> `//evil.com`.
    if (url.pathname.startsWith('//')) return '/'
    return url.pathname + url.search + url.hash
  } catch {
    return '/'
  }
}
