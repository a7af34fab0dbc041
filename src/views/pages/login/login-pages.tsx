// Sign-in pages (two columns: hero and form). /login signs in to the default silo; the local
// form goes through the session.login command, which follows redirect_uri only when it is a
// same-origin path.
import { useState, type FormEvent, type ReactNode } from 'react'
import { useParams, useSearch } from 'wouter'
import { ApiError } from '@/api/errors'
import { safeRedirect } from '@/api/redirect'
import { rememberSignInMethod } from '@/api/session-memory'
import { dispatch } from '@/commands/core/dispatch'
import { Button } from '../../ui/button'
import { Hero } from './hero'
import { MockUsers } from './mock-users'
import './login.css'
import { submitOnModEnter } from '../../ui/submit-keys'

/** The silo `/login` signs in to. */
export const DEFAULT_SILO = 'corp'

function useRedirectUri() {
  return new URLSearchParams(useSearch()).get('redirect_uri') ?? undefined
}

function LoginLayout({ silo, children }: { silo: string; children: ReactNode }) {
  return (
    <div className="login-page">
      <div className="login-hero">
        <Hero />
      </div>
      <div className="login-side">
        <div className="login-card">
          <p className="login-brand">
            <span aria-hidden="true" className="brand-mark">
              ▮
            </span>{' '}
            oxide <span className="dim">silo:{silo}</span>
          </p>
          {children}
        </div>
      </div>
    </div>
  )
}

function LocalLoginForm({ silo }: { silo: string }) {
  const redirectUri = useRedirectUri()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    // quiet: the error shows inline here, not as a toast as well.
    const result = await dispatch(
      'session.login',
      { silo, username, password, redirectUri },
      'ui',
      { quiet: true },
    )
    setBusy(false)
    if (result.status === 'error') {
      const e401 = result.error instanceof ApiError && result.error.statusCode === 401
      setError(e401 ? 'Wrong username or password' : result.message)
    }
  }

  return (
    <LoginLayout silo={silo}>
      <h1 className="login-title">Sign in</h1>
      <form className="login-form" onSubmit={submit} onKeyDown={submitOnModEnter}>
        <label htmlFor="username">Username</label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Sign in
        </Button>
      </form>
      {import.meta.env.VITE_MSW === '1' && (
        <MockUsers
          onPick={(u, p) => {
            setUsername(u)
            setPassword(p)
            document.getElementById('password')?.focus()
          }}
        />
      )}
    </LoginLayout>
  )
}

export function LoginPage() {
  return <LocalLoginForm silo={DEFAULT_SILO} />
}

export function LoginLocalPage() {
  const { silo = DEFAULT_SILO } = useParams<{ silo: string }>()
  return <LocalLoginForm silo={silo} />
}

export function LoginSamlPage() {
  const { silo = '', provider = '' } = useParams<{ silo: string; provider: string }>()
  const redirectUri = useRedirectUri()
  const action = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}${
    redirectUri ? `?${new URLSearchParams({ redirect_uri: safeRedirect(redirectUri) })}` : ''
  }`
  return (
    <LoginLayout silo={silo}>
      <h1 className="login-title">Sign in</h1>
      {/* A real form post: the identity provider takes over the browser from here. */}
      {/* Remembered, so that when the session ends the sign-in dialog offers this provider. */}
      <form
        className="login-form"
        method="post"
        action={action}
        onSubmit={() => rememberSignInMethod(silo, { kind: 'saml', provider })}
      >
        <p className="muted">Your silo signs you in with an external identity provider.</p>
        <Button type="submit" variant="primary">
          Sign in with {provider}
        </Button>
      </form>
    </LoginLayout>
  )
}
