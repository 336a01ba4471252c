import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router'
import type { OwnerSetupQuery } from '../../../schema/generated/graphql.ts'
import { OwnerSetupDocument } from '../../../schema/generated/graphql.ts'
import { OwnerSetupBody } from '../../../src/shared/inputs/setup.ts'
import type { PublicUser } from '../../../src/shared/models/auth.ts'
import { pageDataSource, runQuery } from '../../app/page-data.ts'
import { type ActionData, callApi, failed, inBrowser, refused, text } from '../../app/route-action.ts'
import { refreshSession } from '../../lib/session.ts'

export type OwnerSetupValues = { token: string; username: string; email: string; password: string }

export const ownerSetupPayload = (values: OwnerSetupValues) => ({
  token: values.token.trim(),
  username: values.username.trim(),
  password: values.password,
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
})

const FIRST_SCREEN = '/admin/projects'

/** Open only while the site has no administrator; afterwards /admin/setup is /admin. */
export async function ownerSetupLoader({ context, request }: LoaderFunctionArgs) {
  const { ownerSetupOpen } = await runQuery<OwnerSetupQuery>(context, OwnerSetupDocument, {}, 'network-only')
  if (!ownerSetupOpen) throw redirect('/admin')
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

/** Creates the owner's account (POST /api/setup) and goes on to the panel, signed in. */
export async function ownerSetupAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const values: OwnerSetupValues = {
    token: text(formData, 'token'),
    username: text(formData, 'username'),
    email: text(formData, 'email'),
    password: '',
  }
  const payload = ownerSetupPayload({ ...values, password: text(formData, 'password') })
  const invalidForm = refused(OwnerSetupBody, payload, undefined, values)
  if (invalidForm) return invalidForm
  let owner: PublicUser
  try {
    owner = await callApi<PublicUser>(context, 'POST', '/api/setup', payload)
  } catch (error) {
    return failed(error, { title: 'Setup failed', values })
  }
  if (!inBrowser()) throw redirect(FIRST_SCREEN, 303)
  await refreshSession(context.get(pageDataSource).client)
  return {
    ok: true,
    toast: { title: 'Welcome!', description: `The site is yours, ${owner.username}` },
    redirectTo: FIRST_SCREEN,
  } satisfies ActionData
}
