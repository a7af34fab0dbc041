import { describe, expect, it } from 'vitest'
import {
  isCompleteDeviceCode,
  isUuid,
  lettersOnly,
  normalizeDeviceCode,
  parseIpNet,
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from './validators'

describe('validateIp', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '255.255.255.255',
    '192.168.1.10',
    '::',
    '::1',
    'fd00::',
    'FD00::1',
    '2001:db8::8a2e:370:7334',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '::ffff:192.0.2.128',
    '64:ff9b::10.0.0.1',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts %s', (ip) => expect(validateIp(ip)).toBeUndefined())

  it.each([
    '',
    'abc',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.4 ',
    ' 1.2.3.4',
    '1.2.3.-4',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    'g::1',
    ':1::',
    '1:',
    '::ffff:256.0.0.1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '10.0.0.0/24',
  ])('refuses %j', (ip) => expect(validateIp(ip)).toBe('Not a valid IP address'))
})

describe('validateIpNet', () => {
  it.each(['10.0.0.0/8', '0.0.0.0/0', '192.168.1.0/32', 'fd00::/64', '::/0', '::/128'])(
    'accepts %s',
    (net) => expect(validateIpNet(net)).toBeUndefined(),
  )

  it.each([
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/abc', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])('%j -> %s', (net, message) => expect(validateIpNet(net)).toBe(message))

  it('parseIpNet gives the version, address and width', () => {
    expect(parseIpNet('10.1.0.0/16')).toEqual({ type: 'v4', address: '10.1.0.0', width: 16 })
    expect(parseIpNet('fd00::/48')).toEqual({ type: 'v6', address: 'fd00::', width: 48 })
    expect(parseIpNet('x/1')).toEqual({ type: 'error', message: 'Not a valid IP address' })
  })
})

describe('validatePortRange', () => {
  it.each(['0', '22', '65535', '80-80', '8000-8080', '1-65535', '00022'])('accepts %s', (p) =>
    expect(validatePortRange(p)).toBeUndefined(),
  )
  it.each([
    '',
    'a',
    '-1',
    '65536',
    '100000',
    '123456',
    '80-',
    '-80',
    '80-79',
    '1-2-3',
    ' 80',
    '80 - 90',
    '1-65536',
  ])('refuses %j', (p) => expect(validatePortRange(p)).toBe('Not a valid port range'))
})

describe('validateUnique', () => {
  it('accepts distinct items and the empty list', () => {
    expect(validateUnique([])).toBeUndefined()
    expect(validateUnique(['a', 'b', 1, '1'])).toBeUndefined()
    expect(
      validateUnique([
        { type: 'vpc', value: 'a' },
        { type: 'vpc', value: 'b' },
      ]),
    ).toBeUndefined()
  })
  it('refuses duplicates, objects compared by content', () => {
    expect(validateUnique(['a', 'b', 'a'])).toBe('Items must be unique')
    expect(
      validateUnique([
        { type: 'vpc', value: 'a' },
        { value: 'a', type: 'vpc' },
      ]),
    ).toBe('Items must be unique')
  })
})

describe('validateName', () => {
  it.each(['a', 'web-1', 'my-project-2', 'a'.repeat(63), 'abcdef01-2345-6789'])('accepts %s', (n) =>
    expect(validateName(n)).toBeUndefined(),
  )
  it.each([
    ['', 'Name is required'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['1web', 'Must start with a lowercase letter'],
    ['-web', 'Must start with a lowercase letter'],
    ['Web', 'Must start with a lowercase letter'],
    ['web_1', 'Can only contain lowercase letters, numbers, and dashes'],
    ['webServer', 'Can only contain lowercase letters, numbers, and dashes'],
    ['web 1', 'Can only contain lowercase letters, numbers, and dashes'],
    ['web-', 'Must end with a letter or number'],
    ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
  ])('%j -> %s', (n, message) => expect(validateName(n)).toBe(message))
})

describe('isUuid', () => {
  it('recognises UUIDs in either case', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true)
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true)
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false)
    expect(isUuid('demo')).toBe(false)
  })
})

describe('device code', () => {
  it('upper-cases with a dash after index 3', () => {
    expect(normalizeDeviceCode('abcdefgh')).toBe('ABCD-EFGH')
    expect(normalizeDeviceCode('AbCdEfGh')).toBe('ABCD-EFGH')
    expect(normalizeDeviceCode('abcd-efgh')).toBe('ABCD-EFGH')
  })
  it('keeps letters only from pasted text, at most eight', () => {
    expect(lettersOnly('ab-CD 12ef')).toBe('abCDef')
    expect(lettersOnly('ABCD-EFGH-IJ')).toBe('ABCDEFGH')
    expect(lettersOnly('1234')).toBe('')
  })
  it('is complete only with exactly eight letters', () => {
    expect(isCompleteDeviceCode('abcdefgh')).toBe(true)
    expect(isCompleteDeviceCode('abcdefg')).toBe(false)
    expect(isCompleteDeviceCode('abcdefg1')).toBe(false)
    expect(isCompleteDeviceCode('abcdefghi')).toBe(false)
  })
})
