import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { USE_SIGN_IN_LINK } from '../newsletter/intents.ts'
import { AlertBox, CardPage, Footer, Note, Submit, useAnswerInPlace } from './form-kit.tsx'
import { SignInLinkForm } from './SignInLinkForm.tsx'

/**
 * /auth/link: with the token of a mailed sign-in link, one button that signs the reader in (opening the
 * page does nothing, so a mail scanner cannot use the link up; docs/decisions/191 and 233); without one,
 * the form that mails a link. Both post to the page's action, with or without JavaScript.
 */
export function SignInLinkPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { failure } = useAnswerInPlace(USE_SIGN_IN_LINK, false)
  const sending = useNavigation().state === 'submitting'
  return (
    <CardPage title="Sign in with a link">
      {token && !failure ? (
        <Form method="post" aria-label="Sign in">
          <ActionFeedback intent={USE_SIGN_IN_LINK} />
          <input type="hidden" name="intent" value={USE_SIGN_IN_LINK} />
          <input type="hidden" name="token" value={token} />
          <Note>One click and you are signed in; the link then stops working.</Note>
          <Submit label="Sign in" busy="Signing in..." sending={sending} />
        </Form>
      ) : (
        <>
          {failure ? (
            <AlertBox role="alert" style={{ marginBottom: '1.5rem' }}>
              {failure}
            </AlertBox>
          ) : null}
          <Note>
            {failure ? 'Ask for a new one: ' : ''}enter the address you get the newsletter at and we will
            email you a link that signs you in, no password needed. It works once, for 15 minutes.
          </Note>
          <SignInLinkForm idPrefix="link" />
        </>
      )}
      <Footer>
        <Link to="/auth">Sign in with a password instead</Link>
      </Footer>
    </CardPage>
  )
}
