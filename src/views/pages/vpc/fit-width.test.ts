import { expect, it } from 'vitest'
import { fitWidth } from './firewall-rules-tab'

it('is as wide as the longest value, capped, never narrower than a short word', () => {
  expect(fitWidth(['allow-ssh', 'allow-internal-inbound'], '20vw')).toBe('min(23ch, 20vw)')
  expect(fitWidth(['a'], '10vw')).toBe('min(5ch, 10vw)')
  expect(fitWidth([], '10vw')).toBe('min(5ch, 10vw)')
})
