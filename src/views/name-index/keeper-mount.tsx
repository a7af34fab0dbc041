// The palette's name index keeper as a component (palette-host.tsx mounts it lazily): whose index
// it is follows the signed-in user.
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { currentUserView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { MOCK_PLATFORM_ID_KEY } from '@/lib/constants'
import { fleetViewerAtom } from '@/state/session'
import { useAtomValue } from '@/state/store'
import { signedOutPage } from '../command-context'
import { startNameIndex } from './keeper'

/**
 * Whose name index this is: the silo and the user (on the in-browser mock, also which platform
 * the tab holds, since each tab has its own).
 */
function ownerOf(me: { id: string; siloName: string }) {
  const platform = import.meta.env.MODE === 'mock' && sessionStorage.getItem(MOCK_PLATFORM_ID_KEY)
  return `${me.siloName}/${me.id}${platform ? `@mock:${platform}` : ''}`
}

/**
 * Starts the palette's name index for the signed-in user, and again for the next one. The palette
 * host mounts it after the first screen, or with the palette when that opens first.
 */
export function NameIndexKeeper() {
  const [path] = useLocation()
  const signedIn = !signedOutPage(path)
  const me = useApiQuery(currentUserView, signedIn ? {} : null)
  const fleet = useAtomValue(fleetViewerAtom) === true
  const owner = signedIn && me.data ? ownerOf(me.data) : null
  useEffect(() => {
    if (owner) startNameIndex(owner, fleet)
  }, [owner, fleet])
  return null
}
