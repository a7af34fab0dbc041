import { describe, expect, test } from 'vitest'
import type { PaletteEntry } from './entries'
import { planEnter, strongMatch, wholeWords } from './enter-plan'

const cmd = (title: string, keywords?: string[]): PaletteEntry => ({
  key: `cmd:${title}`,
  commandId: title,
  args: {},
  title,
  keywords,
})
const res = (title: string, project = 'demo'): PaletteEntry => ({
  key: `res:instance:${project}:${title}`,
  commandId: 'nav.instance',
  args: { project, instance: title },
  title,
  arg: 'instance',
  project,
})
const facts = {
  picked: false,
  exact: [] as PaletteEntry[],
  indexAnswers: false,
  notFound: false,
}

describe('planEnter', () => {
  test('a resource named exactly as typed is landed on, wherever it lives', () => {
    const blog = res('blog', 'other')
    expect(
      planEnter({
        ...facts,
        query: 'blog',
        current: cmd('Sign in with username and password'),
        exact: [blog],
      }),
    ).toEqual({ do: 'go', entry: blog })
  })

  test('two of that name are offered, not guessed between', () => {
    const a = res('web', 'a')
    const b = res('web', 'b')
    expect(planEnter({ ...facts, query: 'web', current: a, exact: [a, b] })).toEqual({
      do: 'choose',
      hits: [a, b],
    })
  })

  test('a loose match never runs: the name is looked up, then nothing runs', () => {
    const signIn = cmd('Sign in with username and password')
    expect(planEnter({ ...facts, query: 'blog', current: signIn })).toEqual({
      do: 'look',
      name: 'blog',
    })
    expect(planEnter({ ...facts, query: 'blog', current: signIn, notFound: true })).toEqual({
      do: 'nothing',
      closest: true,
    })
    expect(planEnter({ ...facts, query: 'bl og', current: signIn })).toEqual({
      do: 'nothing',
      closest: true,
    })
  })

  test('a command whose title holds the words whole runs at once', () => {
    expect(planEnter({ ...facts, query: 'disks', current: cmd('Go to disks') })).toEqual({
      do: 'run',
    })
    expect(planEnter({ ...facts, query: 'stop instance', current: cmd('Stop instance') })).toEqual({
      do: 'run',
    })
  })

  test('a prefix of a command runs once the index says no such name exists', () => {
    const go = cmd('Go to instances')
    expect(planEnter({ ...facts, query: 'inst', current: go })).toEqual({
      do: 'look',
      name: 'inst',
    })
    expect(planEnter({ ...facts, query: 'inst', current: go, indexAnswers: true })).toEqual({
      do: 'run',
    })
  })

  test('what the user picked runs, and so does an id', () => {
    const signIn = cmd('Sign in with username and password')
    expect(planEnter({ ...facts, query: 'blog', current: signIn, picked: true })).toEqual({
      do: 'run',
    })
    const id = '0b9a5c0e-8a1d-4d0e-9a43-3f6b2b1f6c11'
    expect(planEnter({ ...facts, query: id, current: cmd(`Go to ${id}`) })).toEqual({ do: 'run' })
  })

  test('with nothing typed, the highlighted menu entry runs', () => {
    expect(planEnter({ ...facts, query: '', current: cmd('Undo: start instance web-2') })).toEqual({
      do: 'run',
    })
  })

  test('nothing at all says so', () => {
    expect(planEnter({ ...facts, query: 'zz', current: undefined, indexAnswers: true })).toEqual({
      do: 'nothing',
      closest: false,
    })
  })
})

describe('matches', () => {
  test('whole words and strong matches', () => {
    expect(wholeWords('go disks', cmd('Go to disks'))).toBe(true)
    expect(wholeWords('dis', cmd('Go to disks'))).toBe(false)
    expect(wholeWords('volume', cmd('Go to disk', ['volume']))).toBe(true)
    expect(strongMatch('dis', cmd('Go to disks'))).toBe(true)
    expect(strongMatch('st inst', cmd('Stop instance'))).toBe(true)
    expect(strongMatch('blog', cmd('Sign in with username and password'))).toBe(false)
  })
})
