// Side navigation: the project's resources when a project is open, the silo's pages, settings,
// and the system area for fleet viewers only.
import { Link, useLocation } from 'wouter'
import { navPaths } from '@/lib/nav-paths'
import { useIsFleetViewer } from './use-fleet-viewer'

/** `exact`: only this path (and its `-new` form) counts as current, not pages below it. */
type Item = { label: string; to: string; exact?: boolean }

const projectItems = (project: string): Item[] => [
  { label: 'instances', to: navPaths.instances({ project }) },
  { label: 'disks', to: navPaths.disks({ project }) },
  { label: 'snapshots', to: navPaths.snapshots({ project }) },
  { label: 'images', to: navPaths.projectImages({ project }) },
  { label: 'vpcs', to: navPaths.vpcs({ project }) },
  { label: 'floating-ips', to: navPaths.floatingIps({ project }) },
  { label: 'external-subnets', to: navPaths.externalSubnets({ project }) },
  { label: 'affinity', to: navPaths.affinity({ project }) },
  { label: 'access', to: navPaths.projectAccess({ project }) },
]

const siloItems: Item[] = [
  { label: 'projects', to: navPaths.projects(), exact: true },
  { label: 'images', to: navPaths.siloImages() },
  { label: 'utilization', to: navPaths.siloUtilization() },
  { label: 'access', to: navPaths.siloAccess() },
]

const systemItems: Item[] = [
  { label: 'silos', to: navPaths.silos() },
  { label: 'issues', to: navPaths.systemIssues() },
  { label: 'utilization', to: navPaths.systemUtilization() },
  { label: 'inventory', to: navPaths.inventory() },
  { label: 'networking', to: navPaths.networking() },
  { label: 'alerts', to: navPaths.alerts() },
  { label: 'support-bundles', to: navPaths.supportBundles() },
  { label: 'access', to: navPaths.systemAccess() },
  { label: 'update', to: navPaths.systemUpdate() },
  { label: 'audit-log', to: navPaths.auditLog() },
]

const settingsItems: Item[] = [
  { label: 'profile', to: navPaths.profile() },
  { label: 'ssh-keys', to: navPaths.sshKeys() },
  { label: 'access-tokens', to: navPaths.accessTokens() },
]

const isActive = (location: string, { to, exact }: Item) =>
  location === to || location.startsWith(`${to}-`) || (!exact && location.startsWith(`${to}/`))

function Section({ title, items, location }: { title: string; items: Item[]; location: string }) {
  // The longest matching link is the current one (`/images` vs a project's `/images`).
  const current = items
    .filter((i) => isActive(location, i))
    .sort((a, b) => b.to.length - a.to.length)[0]
  return (
    <div className="nav-section">
      <h2 className="nav-heading">{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.to}>
            <Link
              href={i.to}
              className="nav-link"
              aria-current={i === current ? 'page' : undefined}
            >
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SideNav() {
  const [location] = useLocation()
  const fleet = useIsFleetViewer()
  const project = /^\/projects\/([^/]+)/.exec(location)?.[1]
  return (
    <nav className="side-nav" aria-label="Main">
      {project && (
        <Section
          title={`project:${decodeURIComponent(project)}`}
          items={projectItems(decodeURIComponent(project))}
          location={location}
        />
      )}
      <Section title="silo" items={siloItems} location={location} />
      {fleet && <Section title="system" items={systemItems} location={location} />}
      <Section title="settings" items={settingsItems} location={location} />
    </nav>
  )
}
