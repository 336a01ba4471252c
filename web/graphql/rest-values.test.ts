import { expect, test } from 'bun:test'
import { FREQUENCIES, PROJECT_STATUSES } from '../../src/shared/enums.ts'
import { restSubscription, restValue } from './rest-values.ts'

test('GraphQL names convert back to the REST values the forms send; an unknown name is refused', () => {
  expect(restValue(PROJECT_STATUSES, 'ON_HOLD')).toBe('on-hold')
  expect(() => restValue(FREQUENCIES, 'DAILY')).toThrow('DAILY is none of')
  expect(
    restSubscription({
      isActive: true,
      isPending: false,
      subscribedAt: null,
      preferences: { frequency: 'WEEKLY', topics: ['devops-deployment', 'ui-ux-design'] },
    }),
  ).toEqual({
    isActive: true,
    isPending: false,
    subscribedAt: null,
    preferences: { frequency: 'weekly', topics: ['devops-deployment', 'ui-ux-design'] },
  })
  expect(restSubscription(null)).toBeNull()
})
