// Every form route of spec section 2: its pattern, the page it opens over (the router renders
// that page with the same params and the form on top), and the lazily loaded form. Closing a
// form goes back to its background page; edit forms go back to the list they come from.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RoutePattern } from '@/lib/route-patterns'
import { FormBackground } from './kit/use-close'

export type FormRoute = {
  pattern: RoutePattern
  background: RoutePattern
  component: LazyExoticComponent<ComponentType>
  /** the form's module (the build preloads it for a first visit: early-data.ts) */
  load: () => Promise<unknown>
}

function form<M extends Record<K, ComponentType>, K extends keyof M & string>(
  pattern: RoutePattern,
  background: RoutePattern,
  load: () => Promise<M>,
  name: K,
): FormRoute {
  const component = lazy(async () => {
    const Form = (await load())[name]
    // The form learns where it closes to from the route it was opened by.
    const WithBackground = () =>
      createElement(FormBackground.Provider, { value: background }, createElement(Form))
    return { default: WithBackground }
  })
  return { pattern, background, component, load }
}

const projects = () => import('./project-forms')
const instances = () => import('./instance-create-form')
const vpcs = () => import('./vpc-forms')
const rules = () => import('./firewall-rule-forms')
const subnets = () => import('./subnet-forms')
const routers = () => import('./router-forms')
const routes = () => import('./route-forms')
const fips = () => import('./floating-ip-forms')
const storage = () => import('./storage-forms')
const images = () => import('./image-forms')
const settings = () => import('./ssh-key-forms')
const silos = () => import('./silo-forms')
const idps = () => import('./idp-forms')
const pools = () => import('./ip-pool-forms')
const subnetPools = () => import('./subnet-pool-forms')
const externalSubnets = () => import('./external-subnet-forms')
const affinity = () => import('./anti-affinity-forms')
const receivers = () => import('./alert-receiver-forms')
const allowList = () => import('./allow-list-form')

export const formRoutes: FormRoute[] = [
  form('/projects-new', '/projects', projects, 'ProjectCreateForm'),
  form('/projects/:project/edit', '/projects', projects, 'ProjectEditForm'),

  form(
    '/projects/:project/instances-new',
    '/projects/:project/instances',
    instances,
    'InstanceCreateForm',
  ),

  form('/projects/:project/vpcs-new', '/projects/:project/vpcs', vpcs, 'VpcCreateForm'),
  form('/projects/:project/vpcs/:vpc/edit', '/projects/:project/vpcs', vpcs, 'VpcEditForm'),
  form(
    '/projects/:project/vpcs/:vpc/firewall-rules-new',
    '/projects/:project/vpcs/:vpc/firewall-rules',
    rules,
    'FirewallRuleCreateForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/firewall-rules-new/:rule',
    '/projects/:project/vpcs/:vpc/firewall-rules',
    rules,
    'FirewallRuleCreateForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/firewall-rules/:rule/edit',
    '/projects/:project/vpcs/:vpc/firewall-rules',
    rules,
    'FirewallRuleEditForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/subnets-new',
    '/projects/:project/vpcs/:vpc/subnets',
    subnets,
    'SubnetCreateForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
    '/projects/:project/vpcs/:vpc/subnets',
    subnets,
    'SubnetEditForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/routers-new',
    '/projects/:project/vpcs/:vpc/routers',
    routers,
    'RouterCreateForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/routers/:router/edit',
    '/projects/:project/vpcs/:vpc/routers',
    routers,
    'RouterEditForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/routers/:router/routes-new',
    '/projects/:project/vpcs/:vpc/routers/:router',
    routes,
    'RouteCreateForm',
  ),
  form(
    '/projects/:project/vpcs/:vpc/routers/:router/routes/:route/edit',
    '/projects/:project/vpcs/:vpc/routers/:router',
    routes,
    'RouteEditForm',
  ),

  form(
    '/projects/:project/floating-ips-new',
    '/projects/:project/floating-ips',
    fips,
    'FloatingIpCreateForm',
  ),
  form(
    '/projects/:project/floating-ips/:floatingIp/edit',
    '/projects/:project/floating-ips',
    fips,
    'FloatingIpEditForm',
  ),

  form(
    '/projects/:project/external-subnets-new',
    '/projects/:project/external-subnets',
    externalSubnets,
    'ExternalSubnetCreateForm',
  ),
  form(
    '/projects/:project/external-subnets/:externalSubnet/edit',
    '/projects/:project/external-subnets',
    externalSubnets,
    'ExternalSubnetEditForm',
  ),

  form('/projects/:project/disks-new', '/projects/:project/disks', storage, 'DiskCreateForm'),
  form(
    '/projects/:project/snapshots-new',
    '/projects/:project/snapshots',
    storage,
    'SnapshotCreateForm',
  ),
  form(
    '/projects/:project/snapshots/:snapshot/images-new',
    '/projects/:project/snapshots',
    images,
    'ImageCreateForm',
  ),
  form('/projects/:project/images-new', '/projects/:project/images', images, 'ImageCreateForm'),
  form(
    '/projects/:project/images/:image/edit',
    '/projects/:project/images',
    images,
    'ProjectImageView',
  ),
  form('/images/:image/edit', '/images', images, 'SiloImageView'),

  form('/settings/ssh-keys-new', '/settings/ssh-keys', settings, 'SshKeyCreateForm'),
  form('/settings/ssh-keys/:sshKey/edit', '/settings/ssh-keys', settings, 'SshKeyView'),

  form('/system/silos-new', '/system/silos', silos, 'SiloCreateForm'),
  form('/system/silos/:silo/idps-new', '/system/silos/:silo/idps', idps, 'IdpCreateForm'),
  form('/system/silos/:silo/idps/saml/:provider', '/system/silos/:silo/idps', idps, 'IdpView'),
  form('/system/networking/ip-pools-new', '/system/networking/ip-pools', pools, 'IpPoolCreateForm'),
  form(
    '/system/networking/ip-pools/:pool/edit',
    '/system/networking/ip-pools',
    pools,
    'IpPoolEditForm',
  ),
  form(
    '/system/networking/ip-pools/:pool/ranges-add',
    '/system/networking/ip-pools/:pool',
    pools,
    'IpRangeAddForm',
  ),
  form(
    '/system/networking/subnet-pools-new',
    '/system/networking/subnet-pools',
    subnetPools,
    'SubnetPoolCreateForm',
  ),
  form(
    '/system/networking/subnet-pools/:subnetPool/edit',
    '/system/networking/subnet-pools',
    subnetPools,
    'SubnetPoolEditForm',
  ),
  form(
    '/system/networking/subnet-pools/:subnetPool/members-new',
    '/system/networking/subnet-pools/:subnetPool',
    subnetPools,
    'SubnetPoolMemberAddForm',
  ),
  form('/system/alerts-new', '/system/alerts', receivers, 'AlertReceiverCreateForm'),
  form(
    '/system/alerts/:receiver/edit',
    '/system/alerts/:receiver',
    receivers,
    'AlertReceiverEditForm',
  ),
  form(
    '/system/networking/settings/allow-list/edit',
    '/system/networking/settings',
    allowList,
    'AllowListEditForm',
  ),

  form(
    '/projects/:project/affinity-new',
    '/projects/:project/affinity',
    affinity,
    'AntiAffinityCreateForm',
  ),
  form(
    '/projects/:project/affinity/:antiAffinityGroup/edit',
    '/projects/:project/affinity',
    affinity,
    'AntiAffinityEditForm',
  ),
]
