import { Link } from 'react-router'
import { CardPage, Footer, Note, Or } from './form-kit.tsx'
import { SignInForm } from './SignInForm.tsx'
import { SignInLinkForm } from './SignInLinkForm.tsx'

/**
 * Where the "dashboard preferences" link of every newsletter issue goes. A signed-in reader is sent on
 * to /dashboard by the loader; a signed-out one is told why they must sign in, rather than meeting the
 * spec's "Admin Login" card that a signed-out /dashboard redirects to.
 */
export function PreferencesSignInPage() {
  return (
    <CardPage title="Newsletter preferences">
      <Note>
        Sign in to manage your newsletter preferences: the topics you get and how often. You then go straight
        to them. Subscribed with your email alone? Ask for a sign-in link.
      </Note>
      <SignInLinkForm idPrefix="preferences-link" />
      <Or>or with your password</Or>
      <SignInForm idPrefix="preferences" usernamePlaceholder="Username or email" />
      <Footer>
        Only want to stop the emails? Every issue has a one-click unsubscribe link at the bottom.
      </Footer>
      <Footer>
        <Link to="/newsletter">No account yet? Sign up for the newsletter</Link>
      </Footer>
    </CardPage>
  )
}
