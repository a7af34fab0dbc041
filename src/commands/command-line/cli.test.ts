import { expect, test } from 'vitest'
import { cli, cliWithBody, idOf } from './cli'

test('empty values are left out; values that need it are quoted', () => {
  expect(cli('project create', { name: 'x', description: 'two words', extra: '' })).toBe(
    "oxide project create --name x --description 'two words'",
  )
})

test('a boolean carries its value, as the CLI takes it', () => {
  expect(cli('instance create', { name: 'x', enableJumboFrames: false, start: true })).toBe(
    'oxide instance create --name x --enable-jumbo-frames false --start true',
  )
})

test('a line with a body file copies as one script that writes the file first', () => {
  expect(cliWithBody('oxide image create --json-body body.json', { name: 'i' })).toBe(
    `cat > body.json <<'EOF'\n{\n  "name": "i"\n}\nEOF\noxide image create --json-body body.json`,
  )
  expect(cliWithBody('oxide x', undefined)).toBe('oxide x')
  // A looked-up id needs the shell to expand it: the heredoc is not quoted then.
  const id = idOf('snap', 'oxide snapshot view --snapshot snap')
  expect(id).toBe('$(oxide snapshot view --snapshot snap | jq -r .id)')
  expect(cliWithBody('oxide y', { id })).toMatch(/^cat > body.json <<EOF\n/)
  expect(idOf('0b5b6c1e-0000-4000-8000-000000000001', 'oxide x')).toBe(
    '0b5b6c1e-0000-4000-8000-000000000001',
  )
})
