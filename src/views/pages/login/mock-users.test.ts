// The users and password the sign-in page names in mock mode sign in to the mock platform.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { loginLocal } from '@/api/generated/operations'
import { MOCK_PASSWORD, MOCK_USERS } from './mock-users'

setUpMockPlatform()

describe('the sign-in page in mock mode', () => {
  it.each(MOCK_USERS.map(([name]) => name))('%s signs in with the password it names', async (u) => {
    await expect(
      loginLocal({ path: { siloName: 'corp' }, body: { username: u, password: MOCK_PASSWORD } }),
    ).resolves.not.toThrow()
  })

  it('a wrong password does not', async () => {
    await expect(
      loginLocal({ path: { siloName: 'corp' }, body: { username: 'ops-admin', password: 'x' } }),
    ).rejects.toThrow()
  })
})
