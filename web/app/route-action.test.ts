import { describe, expect, test } from 'bun:test'
import { ApiError } from '../lib/api.ts'
import { type ActionData, failed } from './route-action.ts'

const answerOf = (result: ReturnType<typeof failed>) =>
  result as unknown as { data: ActionData; init: { status: number } }

describe('failed', () => {
  const unauthorized = new ApiError(401, '401: {"message":"Unauthorized"}', '{"message":"Unauthorized"}')

  test("a 401 is the spec's 'Unauthorized' toast, and sends to sign-in where the screen asks", () => {
    const { data, init } = answerOf(
      failed(unauthorized, { title: 'Failed to delete project', redirectOnUnauthorized: true }),
    )
    expect(init.status).toBe(401)
    expect(data.toast).toEqual({
      title: 'Unauthorized',
      description: 'Please log in again to continue',
      variant: 'destructive',
    })
    expect(data.signIn).toBe(true)
  })

  test('where the spec names the failure itself (uploads, screenshots), a 401 keeps its title and the error text', () => {
    const { data, init } = answerOf(
      failed(unauthorized, { title: 'Failed to delete screenshot', plainOnUnauthorized: true }),
    )
    expect(init.status).toBe(401)
    expect(data.toast?.title).toBe('Failed to delete screenshot')
    expect(data.toast?.description).toBe('Unauthorized')
    expect(data.signIn).toBeUndefined()
  })
})
