// @vitest-environment happy-dom
// The device verify page as a user meets it: eight labelled boxes, letters only, the button
// gated on all eight, the confirm call with the normalised code, and both outcomes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { DeviceVerifyPage, INVALID_CODE } from './device-pages'

beforeAll(() => setBaseUrl('http://localhost'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPage() {
  const location = memoryLocation({ path: '/device/verify', record: true })
  render(
    <Router hook={location.hook}>
      <DeviceVerifyPage />
    </Router>,
  )
  return location
}

const boxes = () => screen.getAllByRole('textbox')
const submit = () => screen.getByRole('button', { name: 'Log in on device' })
const type = (text: string) => {
  for (const key of text) fireEvent.keyDown(document.activeElement!, { key })
}

describe('device verify page', () => {
  it('has the spec texts, eight named boxes and a dash after the fourth', () => {
    renderPage()
    expect(screen.getByRole('heading', { name: 'Device Authentication' })).toBeTruthy()
    expect(screen.getByText('Enter the code shown on your device')).toBeTruthy()
    expect(boxes()).toHaveLength(8)
    expect(boxes()[0]!.getAttribute('aria-label')).toBe('Code character 1 of 8')
    expect(boxes()[7]!.getAttribute('aria-label')).toBe('Code character 8 of 8')
    const dash = boxes()[3]!.parentElement!.querySelector('.code-dash')
    expect(dash?.textContent).toBe('-')
    expect(boxes()[4]!.parentElement!.querySelector('.code-dash')).toBeNull()
  })

  it('typing advances, digits are refused, the button waits for eight letters', () => {
    renderPage()
    boxes()[0]!.focus()
    type('ab1c')
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual([
      'A',
      'B',
      'C',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(document.activeElement).toBe(boxes()[3])
    expect(submit().getAttribute('aria-disabled')).toBe('true')
    type('defg')
    expect(submit().getAttribute('aria-disabled')).toBe('true')
    type('h')
    expect(submit().getAttribute('aria-disabled')).toBeNull()
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' })
    expect((boxes()[7] as HTMLInputElement).value).toBe('')
    expect(submit().getAttribute('aria-disabled')).toBe('true')
  })

  it('paste fills the boxes with letters only', () => {
    renderPage()
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' wxyz-abcd 42' } })
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('WXYZABCD')
    expect(submit().getAttribute('aria-disabled')).toBeNull()
  })

  it('sends the code upper-cased with a dash and goes to the success page', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const location = renderPage()
    boxes()[0]!.focus()
    type('abcdefgh')
    fireEvent.click(submit())
    await waitFor(() => expect(location.history.at(-1)).toBe('/device/success'))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://localhost/device/confirm')
    expect(init.method).toBe('POST')
    // POST /device/confirm takes JSON (only /device/auth and /device/token are form posts).
    expect(JSON.parse(String(init.body))).toEqual({ user_code: 'ABCD-EFGH' })
  })

  it('shows "Code is invalid" when the platform refuses the code', async () => {
    const body = JSON.stringify({ error_code: 'InvalidRequest', message: 'bad code' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 400 })),
    )
    const location = renderPage()
    boxes()[0]!.focus()
    type('zzzzqqqq')
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CODE)
    expect(location.history.at(-1)).toBe('/device/verify')
  })

  it('keeps the code in the address while confirming, and fills it in from there', async () => {
    // Signed out: the confirm answers 401 and the client goes to sign in, back to this address.
    window.history.replaceState(null, '', '/device/verify')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'unauthorized' }), { status: 401 })),
    )
    renderPage()
    boxes()[0]!.focus()
    type('abcdefgh')
    // The sign-in the 401 leads to returns to the code.
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    fireEvent.click(submit())
    await waitFor(() =>
      expect(onUnauthorized).toHaveBeenCalledWith(
        '/login?redirect_uri=%2Fdevice%2Fverify%3Fuser_code%3DABCD-EFGH',
      ),
    )
    cleanup()
    // Back from sign-in (the login page goes to its redirect_uri): the code is there, and the
    // button is the one click left.
    const login = new URL(String(onUnauthorized.mock.calls[0]![0]), 'http://localhost')
    window.history.replaceState(null, '', login.searchParams.get('redirect_uri'))
    renderPage()
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('ABCDEFGH')
    expect(screen.getByText('Signed in. Confirm the code shown on your device')).toBeTruthy()
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
    window.history.replaceState(null, '', '/')
  })
})
