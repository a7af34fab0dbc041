// The tabs of system networking: IP pools, subnet pools and the rack's networking settings, each
// its own route.
import type { ReactNode } from 'react'
import { pb } from '@/lib/paths'
import { Tabs } from '../../ui/tabs'

export function NetworkingTabs({ children }: { children: ReactNode }) {
  return (
    <Tabs
      label="Networking"
      tabs={[
        { label: 'ip-pools', to: pb.ipPools() },
        { label: 'subnet-pools', to: pb.subnetPools() },
        { label: 'settings', to: pb.networkingSettings() },
      ]}
    >
      {children}
    </Tabs>
  )
}
