// Side navigation: the project's resources when a project is open, the silo's pages, settings,
// and the system area for fleet viewers only.
import { Link, useLocation } from 'wouter'
import { pb } from '@/lib/paths'
import { useIsFleetViewer } from './use-fleet-viewer'

/** `exact`: only this path (and its `-new` form) counts as current, not pages below it. */
type Item = { label: string; to: string; exact?: boolean }

const projectItems = (project: string): Item[] => [
  { label: 'instances', to: pb.instances({ project }) },
  { label: 'disks', to: pb.disks({ project }) },
  { label: 'snapshots', to: pb.snapshots({ project }) },
  { label: 'images', to: pb.projectImages({ project }) },
  { label: 'vpcs', to: pb.vpcs({ project }) },
  { label: 'floating-ips', to: pb.floatingIps({ project }) },
  { label: 'external-subnets', to: pb.externalSubnets({ project }) },
  { label: 'affinity', to: pb.affinity({ project }) },
  { label: 'access', to: pb.projectAccess({ project }) },
]

const siloItems: Item[] = [
  { label: 'projects', to: pb.projects(), exact: true },
  { label: 'images', to: pb.siloImages() },
  { label: 'utilization', to: pb.siloUtilization() },
  { label: 'access', to: pb.siloAccess() },
]

const systemItems: Item[] = [
  { label: 'silos', to: pb.silos() },
  { label: 'issues', to: pb.systemIssues() },
  { label: 'utilization', to: pb.systemUtilization() },
  { label: 'inventory', to: pb.inventory() },
  { label: 'networking', to: pb.networking() },
  { label: 'alerts', to: pb.alerts() },
  { label: 'support-bundles', to: pb.supportBundles() },
  { label: 'access', to: pb.systemAccess() },
  { label: 'update', to: pb.systemUpdate() },
  { label: 'audit-log', to: pb.auditLog() },
]

const settingsItems: Item[] = [
  { label: 'profile', to: pb.profile() },
  { label: 'ssh-keys', to: pb.sshKeys() },
  { label: 'access-tokens', to: pb.accessTokens() },
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
