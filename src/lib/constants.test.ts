import { describe, expect, it } from 'vitest'
import {
  COPY_CONFIRM_MS,
  DEFAULT_PAGE_SIZE,
  DEVICE_CODE_LENGTH,
  DISK_PER_SLED_TIB,
  GiB,
  LOADING_MIN_MS,
  MOCK_LATENCY_MS,
  NAME_MAX,
  QUERY_FRESH_MS,
  SCROLL_THROTTLE_MS,
  TOOLTIP_DELAY_MS,
  USABLE_FACTOR,
  capacityEstimate,
  roundUp,
} from './constants'

it('holds the section 9 values', () => {
  expect({
    DEFAULT_PAGE_SIZE,
    LOADING_MIN_MS,
    QUERY_FRESH_MS,
    SCROLL_THROTTLE_MS,
    COPY_CONFIRM_MS,
    TOOLTIP_DELAY_MS,
    DEVICE_CODE_LENGTH,
    NAME_MAX,
    USABLE_FACTOR,
  }).toEqual({
    DEFAULT_PAGE_SIZE: 50,
    LOADING_MIN_MS: 500,
    QUERY_FRESH_MS: 2000,
    SCROLL_THROTTLE_MS: 125,
    COPY_CONFIRM_MS: 2000,
    TOOLTIP_DELAY_MS: 250,
    DEVICE_CODE_LENGTH: 8,
    NAME_MAX: 63,
    USABLE_FACTOR: 0.7,
  })
  expect(DISK_PER_SLED_TIB).toBeCloseTo(29.088, 6)
  expect(MOCK_LATENCY_MS).toEqual({ min: 200, max: 400 })
})

describe('capacityEstimate', () => {
  it('applies the 70% factor and rounds up', () => {
    const sled = { usableHardwareThreads: 128, usablePhysicalRam: 1024 * GiB }
    expect(capacityEstimate([sled])).toEqual({
      cpus: 90, // 89.6
      memoryGiB: 717, // 716.8
      diskTiB: 21, // 20.36
    })
    expect(capacityEstimate([sled, sled, sled, sled])).toEqual({
      cpus: 359, // 358.4
      memoryGiB: 2868, // 2867.2
      diskTiB: 82, // 81.45
    })
  })

  it('leaves out expunged and decommissioned sleds', () => {
    const sled = { usableHardwareThreads: 128, usablePhysicalRam: 1024 * GiB }
    const inService = { ...sled, policy: { kind: 'in_service' }, state: 'active' }
    expect(
      capacityEstimate([
        inService,
        { ...sled, policy: { kind: 'expunged' }, state: 'active' },
        { ...sled, policy: { kind: 'in_service' }, state: 'decommissioned' },
      ]),
    ).toEqual(capacityEstimate([inService]))
  })

  it('is zero for no sleds', () => {
    expect(capacityEstimate([])).toEqual({ cpus: 0, memoryGiB: 0, diskTiB: 0 })
  })

  it('does not round float noise up', () => {
    expect(roundUp(0.7 * 10)).toBe(7)
    expect(roundUp(7.2)).toBe(8)
    expect(roundUp(7)).toBe(7)
  })
})
