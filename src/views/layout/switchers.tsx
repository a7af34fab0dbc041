// Silo and project switchers in the top bar. Fleet viewers see every silo (the system silo list)
// and open its page; everyone else sees the silo they are signed in to.
import { useLocation } from 'wouter'
import { currentUserView, projectList, siloList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { navPaths } from '@/lib/nav-paths'
import { MenuButton, type MenuEntry } from '../ui/menu-button'
import { useIsFleetViewer } from './use-fleet-viewer'

export function SiloSwitcher() {
  const fleet = useIsFleetViewer()
  const me = useApiQuery(currentUserView, {})
  const silos = useApiQuery(siloList, fleet ? { query: { limit: 100 } } : null)
  const current = me.data?.siloName
  const entries: MenuEntry[] = fleet
    ? (silos.data?.items ?? []).map((s) => ({
        key: s.id,
        label: s.name,
        href: navPaths.silo({ silo: s.name }),
        current: s.name === current,
        detail: s.discoverable ? undefined : 'hidden',
      }))
    : current
      ? [{ key: current, label: current, href: navPaths.projects(), current: true }]
      : []
  return (
    <MenuButton
      // The name is what the button shows (a voice user says it); it opens a menu to switch.
      label={`silo: ${current ?? '…'}`}
      button={
        <>
          <span className="dim">silo:</span> {current ?? '…'}
        </>
      }
      entries={entries}
    />
  )
}

export function ProjectSwitcher() {
  const [location] = useLocation()
  const projects = useApiQuery(projectList, { query: { limit: 100 } })
  const m = /^\/projects\/([^/]+)/.exec(location)
  const current = m?.[1] ? decodeURIComponent(m[1]) : undefined
  const entries: MenuEntry[] = (projects.data?.items ?? []).map((p) => ({
    key: p.id,
    label: p.name,
    href: navPaths.instances({ project: p.name }),
    current: p.name === current,
  }))
  return (
    <MenuButton
      label={`project: ${current ?? '–'}`}
      button={
        <>
          <span className="dim">project:</span> {current ?? '–'}
        </>
      }
      entries={entries}
      empty={projects.error ? projects.error.message : 'No projects'}
    />
  )
}
