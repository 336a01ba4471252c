import { Form, useNavigation } from 'react-router'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { CardPage, Note, Submit } from './form-kit.tsx'

/**
 * /logout: what a Logout button posts to without JavaScript. Opened by its address it asks first (a
 * link prefetched or followed must not end a session), and it says so when the logout failed.
 */
export function LogoutPage() {
  return (
    <CardPage title="Log out">
      <ActionFeedback />
      <Form method="post" aria-label="Log out">
        <Note>End your session in this browser.</Note>
        <Submit label="Log out" busy="Logging out..." sending={useNavigation().state !== 'idle'} />
      </Form>
    </CardPage>
  )
}
