// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CliModal } from './cli-modal'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('CLI modal', () => {
  it('shows the lines and copies them, with a check mark for 2 s', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    vi.useFakeTimers()
    render(<CliModal lines={['oxide instance list --project demo']} onDismiss={() => {}} />)
    expect(screen.getByText('oxide instance list --project demo')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })))
    expect(writeText).toHaveBeenCalledWith('oxide instance list --project demo')
    expect(screen.getByRole('button', { name: 'Copied' }).textContent).toContain('✓')
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('button', { name: 'Copy' }).textContent).not.toContain('✓')
  })

  it('shows the JSON of a --json-body file and copies both, or the JSON alone', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const line = 'oxide image create --project demo --json-body body.json'
    render(<CliModal lines={[line]} body={{ name: 'img' }} onDismiss={() => {}} />)
    expect(screen.getByLabelText('body.json').textContent).toBe('{\n  "name": "img"\n}')
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy line and JSON' })),
    )
    expect(writeText).toHaveBeenLastCalledWith(
      `cat > body.json <<'EOF'\n{\n  "name": "img"\n}\nEOF\n${line}`,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy body.json' })))
    expect(writeText).toHaveBeenLastCalledWith('{\n  "name": "img"\n}')
  })
})
