import { Link, useSearchParams } from 'react-router'
import { AlertBox, CardPage, DoneBox, Footer, Note } from '../auth/form-kit.tsx'
import { checkInboxState } from './check-inbox.ts'

/**
 * Where the embeddable sign-up form lands (it posts from the owner's other pages to /newsletter/join,
 * docs/decisions/233): what happens next, in words that fit every address, new or not.
 */
export function CheckInboxPage() {
  const [params] = useSearchParams()
  const state = checkInboxState(params)
  return (
    <CardPage title={state === 'sent' ? 'Check your inbox' : 'Not subscribed yet'}>
      {state === 'sent' ? (
        <>
          <DoneBox role="status">We sent an email to the address you entered.</DoneBox>
          <Note style={{ marginTop: '1.5rem' }}>
            Open the link in it to confirm your subscription; it works for 48 hours. Nothing else is sent
            until you do. No email after a few minutes? Look in your spam folder, or try again.
          </Note>
        </>
      ) : (
        <>
          <AlertBox role="alert">
            {state === 'invalid'
              ? 'The form did not carry a valid email address.'
              : 'Too many sign-ups came from your network or for this address in the last hour. Try again later.'}
          </AlertBox>
          <Note style={{ marginTop: '1.5rem' }}>You can subscribe on the newsletter page instead.</Note>
        </>
      )}
      <Footer>
        <Link to="/newsletter">Go to the newsletter page</Link>
      </Footer>
      <Footer>
        <Link to="/newsletter/archive">Read past issues</Link>
      </Footer>
    </CardPage>
  )
}
