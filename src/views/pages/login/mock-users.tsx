// Mock mode only (the production build drops it): who can sign in to the mock platform, and with
// what password, on the sign-in page itself. Choosing a user fills in the form.
// mock-users.test.ts signs each of them in against the mock.

/** The mock platform's users on silo corp (mock/seed/identity.ts) and what each may do. */
export const MOCK_USERS = [
  ['ops-admin', 'fleet and silo admin'],
  ['dev-user', 'collaborator on project demo, not a fleet viewer'],
  ['no-groups', 'no groups and no role: the 403 notice'],
] as const

/** The one password of every mock user (mock/handlers/session.ts). */
export const MOCK_PASSWORD = 'oxide'

export function MockUsers({ onPick }: { onPick: (username: string, password: string) => void }) {
  return (
    <section className="login-mock" aria-label="Mock platform users">
      <p>
        <span className="mock-tag">mock platform</span> Sign in as one of these users, password{' '}
        <code>{MOCK_PASSWORD}</code>:
      </p>
      <ul>
        {MOCK_USERS.map(([name, what]) => (
          <li key={name}>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => onPick(name, MOCK_PASSWORD)}
            >
              {name}
            </button>{' '}
            <span className="dim">{what}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
