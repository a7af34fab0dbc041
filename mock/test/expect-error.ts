// Asserting that a client call fails with the given status (and error code).
import { expect } from 'vitest'
import { ApiError } from '@/api/errors'

export const GiB = 1024 ** 3

export async function expectApiError(p: Promise<unknown>, status: number, code?: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ApiError)
  expect((err as ApiError).statusCode).toBe(status)
  if (code) expect((err as ApiError).errorCode).toBe(code)
}
