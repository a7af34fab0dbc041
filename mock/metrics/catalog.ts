// The timeseries the mock's metrics system knows: the ones the console charts (instance CPU,
// disk and network; sled and switch-port traffic) with the field schema oximeter gives them.
import type { Schemas as S } from '../db/types'

type Field = [name: string, type: S['FieldType'], source: S['FieldSource'], description: string]

export type SeriesDef = {
  name: string
  datum: S['DatumType']
  units: S['Units']
  scope: S['AuthzScope']
  target: string
  metric: string
  fields: Field[]
  /** typical rate per second when busy: the generator scales it by a load curve */
  ratePerSecond: number
}

const vm: Field[] = [
  ['instance_id', 'uuid', 'target', 'ID of the instance'],
  ['project_id', 'uuid', 'target', 'ID of the project containing the instance'],
  ['silo_id', 'uuid', 'target', 'ID of the silo containing the instance'],
  ['sled_id', 'uuid', 'target', 'ID of the sled the instance runs on'],
]
const disk: Field[] = [
  ['attached_instance_id', 'uuid', 'target', 'ID of the instance the disk is attached to'],
  ['disk_id', 'uuid', 'target', 'ID of the disk'],
  ['project_id', 'uuid', 'target', 'ID of the project containing the disk'],
  ['silo_id', 'uuid', 'target', 'ID of the silo containing the disk'],
  ['block_size', 'u32', 'target', 'Block size of the disk in bytes'],
]
const nic: Field[] = [
  ['instance_id', 'uuid', 'target', 'ID of the instance'],
  ['interface_id', 'uuid', 'target', 'ID of the network interface'],
  ['project_id', 'uuid', 'target', 'ID of the project'],
  ['silo_id', 'uuid', 'target', 'ID of the silo'],
]
const link: Field[] = [
  ['sled_id', 'uuid', 'target', 'ID of the sled'],
  ['link_name', 'string', 'target', 'Name of the data link'],
  ['kind', 'string', 'target', 'Kind of the data link (physical, vnic)'],
]
const port: Field[] = [
  ['rack_id', 'uuid', 'target', 'ID of the rack'],
  ['switch_id', 'uuid', 'target', 'ID of the switch'],
  ['port_id', 'string', 'metric', 'Name of the switch port'],
]

const def = (
  name: string,
  datum: S['DatumType'],
  units: S['Units'],
  scope: S['AuthzScope'],
  fields: Field[],
  rate: number,
  metric: string,
): SeriesDef => {
  const [target = '', m = ''] = name.split(':')
  return {
    name,
    datum,
    units,
    scope,
    fields,
    ratePerSecond: rate,
    target: `A ${target.replace(/_/g, ' ')}`,
    metric: metric || m,
  }
}

export const CATALOG: SeriesDef[] = [
  def(
    'virtual_machine:vcpu_usage',
    'cumulative_u64',
    'nanoseconds',
    'project',
    [
      ...vm,
      ['vcpu_id', 'u32', 'metric', 'ID of the vCPU'],
      ['state', 'string', 'metric', 'Microstate of the vCPU (run, idle, waiting, emulation)'],
    ],
    // A vCPU has 1e9 ns of time per second, shared between its states.
    1e9,
    'Cumulative time each vCPU spent in each state',
  ),
  def(
    'virtual_disk:bytes_read',
    'cumulative_u64',
    'bytes',
    'project',
    disk,
    6e6,
    'Number of bytes read from the disk',
  ),
  def(
    'virtual_disk:bytes_written',
    'cumulative_u64',
    'bytes',
    'project',
    disk,
    4e6,
    'Number of bytes written to the disk',
  ),
  def(
    'virtual_disk:reads',
    'cumulative_u64',
    'count',
    'project',
    disk,
    180,
    'Number of read operations',
  ),
  def(
    'virtual_disk:writes',
    'cumulative_u64',
    'count',
    'project',
    disk,
    120,
    'Number of write operations',
  ),
  def(
    'virtual_disk:flushes',
    'cumulative_u64',
    'count',
    'project',
    disk,
    4,
    'Number of flush operations',
  ),
  def(
    'instance_network_interface:bytes_sent',
    'cumulative_u64',
    'bytes',
    'project',
    nic,
    2.5e6,
    'Bytes sent on the interface',
  ),
  def(
    'instance_network_interface:bytes_received',
    'cumulative_u64',
    'bytes',
    'project',
    nic,
    3.5e6,
    'Bytes received on the interface',
  ),
  def(
    'instance_network_interface:packets_sent',
    'cumulative_u64',
    'count',
    'project',
    nic,
    2200,
    'Packets sent on the interface',
  ),
  def(
    'instance_network_interface:packets_received',
    'cumulative_u64',
    'count',
    'project',
    nic,
    2900,
    'Packets received on the interface',
  ),
  def(
    'instance_network_interface:errors_sent',
    'cumulative_u64',
    'count',
    'project',
    nic,
    0.02,
    'Errors sending packets',
  ),
  def(
    'sled_data_link:bytes_sent',
    'cumulative_u64',
    'bytes',
    'fleet',
    link,
    9e7,
    'Bytes sent on the data link',
  ),
  def(
    'sled_data_link:bytes_received',
    'cumulative_u64',
    'bytes',
    'fleet',
    link,
    1.1e8,
    'Bytes received on the data link',
  ),
  def(
    'switch_data_link:bytes_sent',
    'cumulative_u64',
    'bytes',
    'fleet',
    port,
    4e8,
    'Bytes sent on the switch port',
  ),
  def(
    'switch_data_link:bytes_received',
    'cumulative_u64',
    'bytes',
    'fleet',
    port,
    3.6e8,
    'Bytes received on the switch port',
  ),
]

export const findSeries = (name: string) => CATALOG.find((s) => s.name === name)

export function schemaOf(d: SeriesDef, created: string): S['TimeseriesSchema'] {
  return {
    timeseries_name: d.name,
    authz_scope: d.scope,
    datum_type: d.datum,
    units: d.units,
    version: 1,
    created,
    description: { target: d.target, metric: d.metric },
    field_schema: d.fields.map(([name, field_type, source, description]) => ({
      name,
      field_type,
      source,
      description,
    })),
  }
}
