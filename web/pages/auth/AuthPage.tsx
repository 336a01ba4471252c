import { Link } from 'react-router'
import styled from 'styled-components'
import { CardPage, Footer } from './form-kit.tsx'
import { SignInForm } from './SignInForm.tsx'

const MutedFooter = styled(Footer)`
  color: ${({ theme }) => theme.colors.textMuted};
`

export function AuthPage() {
  return (
    <CardPage title="Admin Login">
      <SignInForm idPrefix="login" showAlert />
      <MutedFooter>
        <Link to="/newsletter">Sign up for newsletter</Link>
      </MutedFooter>
      {/* Readers land here from a signed-out /dashboard; one who subscribed by email has no password. */}
      <MutedFooter>
        <Link to="/auth/link">No password? Email me a sign-in link</Link>
      </MutedFooter>
    </CardPage>
  )
}
