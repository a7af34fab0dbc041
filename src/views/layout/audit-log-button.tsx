// "Audit log for this" in the header of every page about one resource (an instance, a VPC, a
// subnet, a silo, an IP pool, a sled, a project's lists...): the resource is the deepest one the
// route names, so no page adds it itself. Fleet viewers only, like the log.
import { useParams } from 'wouter'
import { refArgs, refOfScope } from '@/commands/core/resource-ref'
import { CommandButton } from '../command-button'
import { useIsFleetViewer } from './use-fleet-viewer'

export function AuditLogForPage() {
  const params = useParams<Record<string, string | undefined>>()
  const fleet = useIsFleetViewer()
  const ref = fleet ? refOfScope(params) : null
  if (!ref) return null
  return (
    <CommandButton
      id="audit-log.for"
      args={refArgs(ref)}
      size="sm"
      variant="ghost"
      label="Audit log"
    />
  )
}
