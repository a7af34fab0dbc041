// The paths every page's frame links to (the side nav, the switchers, the user menu) and the
// index routes' redirects: what the first load needs of paths.ts. paths.ts builds every route
// (these included) and loads with the pages and commands that use it; the first load does not
// carry its hundred-odd builders (1.1 KiB gzipped). A link of the frame takes its path from here.

export const enc = encodeURIComponent
export const projectPath = ({ project }: { project: string }) => `/projects/${enc(project)}`
export const siloPath = ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}`

type P = { project: string }

export const navPaths = {
  // project
  instances: (p: P) => `${projectPath(p)}/instances`,
  disks: (p: P) => `${projectPath(p)}/disks`,
  snapshots: (p: P) => `${projectPath(p)}/snapshots`,
  projectImages: (p: P) => `${projectPath(p)}/images`,
  vpcs: (p: P) => `${projectPath(p)}/vpcs`,
  floatingIps: (p: P) => `${projectPath(p)}/floating-ips`,
  externalSubnets: (p: P) => `${projectPath(p)}/external-subnets`,
  affinity: (p: P) => `${projectPath(p)}/affinity`,
  projectAccess: (p: P) => `${projectPath(p)}/access`,
  // silo
  projects: () => '/projects',
  siloImages: () => '/images',
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  // system
  silos: () => '/system/silos',
  silo: siloPath,
  systemIssues: () => '/system/issues',
  systemUtilization: () => '/system/utilization',
  inventory: () => '/system/inventory',
  networking: () => '/system/networking',
  alerts: () => '/system/alerts',
  supportBundles: () => '/system/support-bundles',
  systemAccess: () => '/system/access',
  systemUpdate: () => '/system/update',
  /** the audit log; its view (range, filters, resource) is the query (audit-query.ts) */
  auditLog: (search = '') => `/system/audit-log${search}`,
  // settings
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  accessTokens: () => '/settings/access-tokens',
}

/** Index routes that redirect, pattern -> target pattern (section 2). */
export const redirectPatterns: Record<string, string> = {
  '/': '/projects',
  '/settings': '/settings/profile',
  '/system': '/system/silos',
  '/system/silos/:silo': '/system/silos/:silo/idps',
  '/system/inventory': '/system/inventory/sleds',
  '/system/inventory/sleds/:sledId': '/system/inventory/sleds/:sledId/instances',
  '/system/networking': '/system/networking/ip-pools',
  '/projects/:project': '/projects/:project/instances',
  '/projects/:project/instances/:instance': '/projects/:project/instances/:instance/storage',
  '/projects/:project/instances/:instance/metrics':
    '/projects/:project/instances/:instance/metrics/cpu',
  '/projects/:project/vpcs/:vpc': '/projects/:project/vpcs/:vpc/firewall-rules',
}

/** Fill a pattern's `:params`. */
export const fillPattern = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, k: string) => enc(params[k] ?? `:${k}`))
