// The user menu: settings and 'Sign out' (session.sign-out: POST /v1/logout, then the login page).
import { currentUserView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { navPaths } from '@/lib/nav-paths'
import { MenuButton } from '../ui/menu-button'
import { useCommand } from '../use-command'

export function UserMenu() {
  const me = useApiQuery(currentUserView, {})
  const signOut = useCommand('session.sign-out')
  const name = me.data?.displayName ?? '…'
  return (
    <MenuButton
      // The name is what the button shows, so a voice user can say it.
      label={`user: ${name}`}
      button={
        <>
          <span className="dim">user:</span> {name}
        </>
      }
      entries={[
        { key: 'profile', label: 'Settings', href: navPaths.profile() },
        { key: 'ssh', label: 'SSH keys', href: navPaths.sshKeys() },
        { key: 'tokens', label: 'Access tokens', href: navPaths.accessTokens() },
        { key: 'sign-out', label: 'Sign out', onSelect: () => void signOut.run() },
      ]}
    />
  )
}
