import { Link } from 'react-router'
import styled from 'styled-components'
import { PageSection } from '../../layout/Page.tsx'
import { Card, CardTitle } from './form-kit.tsx'
import { SignInForm } from './SignInForm.tsx'

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export function AuthPage() {
  return (
    <PageSection>
      <Card>
        <CardTitle>Admin Login</CardTitle>
        <SignInForm idPrefix="login" showAlert />
        <Footer>
          <Link to="/newsletter">Sign up for newsletter</Link>
        </Footer>
        {/* Readers land here from a signed-out /dashboard; one who subscribed by email has no password. */}
        <Footer>
          <Link to="/auth/link">No password? Email me a sign-in link</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}
