// Where a path is: the resources it names, the scope commands take their defaults from (the
// shell's context bridge reads it from the URL; a script's export from its `goto` lines).
import type { CommandScope } from './define'

const dec = (s: string | undefined) => (s === undefined ? undefined : decodeURIComponent(s))

/** The resources a path names: `/projects/demo/instances/web-1/storage` -> project + instance. */
export function scopeFromPath(path: string): CommandScope {
  const scope: CommandScope = {}
  const project = /^\/projects\/([^/]+)/.exec(path)
  if (project && !path.startsWith('/projects-new')) {
    scope.project = dec(project[1])
    scope.instance = dec(/^\/projects\/[^/]+\/instances\/([^/]+)/.exec(path)?.[1])
    scope.vpc = dec(/^\/projects\/[^/]+\/vpcs\/([^/]+)/.exec(path)?.[1])
    scope.disk = dec(/^\/projects\/[^/]+\/disks\/([^/]+)/.exec(path)?.[1])
  }
  scope.image = dec(/^(?:\/projects\/[^/]+)?\/images\/([^/]+)/.exec(path)?.[1])
  scope.silo = dec(/^\/system\/silos\/([^/]+)/.exec(path)?.[1])
  scope.pool = dec(/^\/system\/networking\/ip-pools\/([^/]+)/.exec(path)?.[1])
  scope.subnetPool = dec(/^\/system\/networking\/subnet-pools\/([^/]+)/.exec(path)?.[1])
  scope.receiver = dec(/^\/system\/alerts\/([^/]+)/.exec(path)?.[1])
  scope.bundle = dec(/^\/system\/support-bundles\/([^/]+)/.exec(path)?.[1])
  return Object.fromEntries(Object.entries(scope).filter(([, v]) => v !== undefined))
}
