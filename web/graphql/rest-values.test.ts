import { expect, test } from 'bun:test'
import { PROJECT_STATUSES, TOPICS } from '../../src/shared/enums.ts'
import { restSubscription, restValue } from './rest-values.ts'

test('GraphQL names convert back to the REST values the forms send; an unknown name is refused', () => {
  expect(restValue(PROJECT_STATUSES, 'ON_HOLD')).toBe('on-hold')
  expect(() => restValue(TOPICS, 'GARDENING')).toThrow('GARDENING is none of')
  expect(
    restSubscription({
      isActive: true,
      isPending: false,
      subscribedAt: null,
      preferences: { frequency: 'WEEKLY', topics: ['DEVOPS_AND_DEPLOYMENT', 'UI_UX_DESIGN'] },
    }),
  ).toEqual({
    isActive: true,
    isPending: false,
    subscribedAt: null,
    preferences: { frequency: 'weekly', topics: ['DevOps & Deployment', 'UI/UX Design'] },
  })
  expect(restSubscription(null)).toBeNull()
})
