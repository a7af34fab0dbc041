// The `:project` and `:vpc` of the current route, and the VPC itself (404 page if missing).
import { useParams } from 'wouter'
import { vpcView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'

export function useVpcParams() {
  const { project = '', vpc = '' } = useParams<{ project: string; vpc: string }>()
  return { project, vpc }
}

export function useVpc() {
  const p = useVpcParams()
  const vpc = usePageQuery(vpcView, { path: { vpc: p.vpc }, query: { project: p.project } })
  return { ...p, data: vpc }
}
