// Signing in through the silo's identity provider without leaving the page: the silo's SAML
// sign-in page opens in a popup window, the provider does its part there, and the platform sends
// that window back to the console signed in (the session cookie is the browser's, so this page
// is signed in too). The popup is watched until it is back on the console or closed.

export type PopupOutcome = 'back' | 'closed' | 'blocked'

const WATCH_MS = 300

/** The popup's page, when it is on this origin (undefined while on the provider's). */
function sameOriginPath(popup: Window): string | undefined {
  try {
    const loc = popup.location
    if (loc.protocol !== window.location.protocol || loc.host !== window.location.host) return
    return loc.pathname
  } catch {
    return undefined // on the identity provider's origin: not readable
  }
}

export function signInInPopup(silo: string, provider: string): Promise<PopupOutcome> {
  const url = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}?${new URLSearchParams({ redirect_uri: '/' })}`
  const popup = window.open(url, 'oxide-sign-in', 'popup,width=560,height=680')
  if (!popup) return Promise.resolve('blocked')
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer)
        return resolve('closed')
      }
      const path = sameOriginPath(popup)
      // Back on a console page that is not a sign-in page: the provider signed the user in.
      if (path !== undefined && path.startsWith('/') && !/^\/login(\/|$)/.test(path)) {
        clearInterval(timer)
        popup.close()
        resolve('back')
      }
    }, WATCH_MS)
  })
}
