import { beforeAll, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { namesNoCommand, unknownCommandLine } from './unknown-line'

beforeAll(() => registerAllCommands())

it.each([
  'oxide instance strt web-1',
  'oxide instance strt',
  'instance strt web-1',
  'oxide instanse list',
])('%s names no command', (line) => {
  expect(namesNoCommand(line)).toBe(true)
})

it.each([
  'oxide instance st',
  'oxide instance',
  'oxide instance start --project demo --instance web-1',
  'oxide instance serial console',
  'instance st',
  'instance start web-1',
  'instance stop web-1 web-2',
])('%s is (on its way to) a command', (line) => {
  expect(namesNoCommand(line)).toBe(false)
})

it('says what the mistyped words may have meant', () => {
  expect(unknownCommandLine('oxide instance strt web-1')).toBe(
    "unknown command 'oxide instance strt'; did you mean 'oxide instance start'?",
  )
  expect(unknownCommandLine('instance strt web-1')).toBe(
    "unknown command 'instance strt'; did you mean 'instance start'?",
  )
  expect(unknownCommandLine('oxide instance st')).toBeNull()
})
