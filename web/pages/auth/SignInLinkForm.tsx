import { Form, useActionData } from 'react-router'
import styled from 'styled-components'
import { SignInLinkBody } from '../../../src/shared/inputs/account.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { SIGN_IN_LINK, type SignInLinkValues, signInLinkPayload } from '../newsletter/actions.ts'
import { AlertBox, DoneBox, formBox } from './form-kit.tsx'

const LinkBox = styled(Form)`
  ${formBox}
`

/**
 * "Email me a sign-in link" (docs/decisions/233): for readers without a password, and any reader who
 * forgot theirs. Posts to its page's action (POST /api/login/link), with or without JavaScript; the
 * answer replaces the form and never says whether the address has an account.
 */
export function SignInLinkForm({ idPrefix }: { idPrefix: string }) {
  const form = useRouteForm<SignInLinkValues, ReturnType<typeof signInLinkPayload>>({
    idPrefix,
    intent: SIGN_IN_LINK,
    initial: () => ({ email: '' }),
    schema: SignInLinkBody,
    toPayload: signInLinkPayload,
  })
  const answer = useActionData() as ActionData | undefined
  const mine = answer?.intent === SIGN_IN_LINK ? answer : undefined
  if (mine?.ok) return <DoneBox role="status">{mine.message}</DoneBox>
  const failure = mine && !mine.ok && !form.sending ? mine.message : undefined
  return (
    <LinkBox {...form.form} aria-label="Sign in with a link by email">
      <input type="hidden" name="intent" value={SIGN_IN_LINK} />
      {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
      <Field {...form.field('email')} label="Email">
        <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Button type="submit" $variant="primary" disabled={form.sending}>
        {form.sending ? 'Sending...' : 'Email me a sign-in link'}
      </Button>
    </LinkBox>
  )
}
