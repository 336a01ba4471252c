import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps.ts'
import { validate } from '../../http/validate.ts'
import { OwnerSetupBody } from '../../shared/inputs/setup.ts'
import { establishSession } from '../auth/current-user.ts'
import { claimSite } from './service.ts'

export const setupRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'setup' }).post('/api/setup', async ({ request, body, set }) => {
    const signedIn = await claimSite(deps.sql, validate(OwnerSetupBody, body))
    await establishSession(deps, request, signedIn)
    set.status = 201
    return signedIn.user
  })
