import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import styled from 'styled-components'
import { PageMeta } from '../../app/render-context.tsx'
import { PageSection } from '../../layout/Page.tsx'
import { useCurrentUser } from '../../lib/session.ts'
import { Card, CardTitle } from './form-kit.tsx'
import { SignInForm } from './SignInForm.tsx'

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export function AuthPage() {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  // Set once this page's own form signs in: that success navigates by itself.
  const signingIn = useRef(false)
  useEffect(() => {
    if (user && !signingIn.current) navigate('/', { replace: true })
  }, [user, navigate])

  return (
    <PageSection>
      <PageMeta title="Admin Login" description="Sign in to manage the portfolio." />
      <Card>
        <CardTitle>Admin Login</CardTitle>
        <SignInForm
          idPrefix="login"
          showAlert
          onSigningIn={() => {
            signingIn.current = true
          }}
        />
        <Footer>
          <Link to="/newsletter">Sign up for newsletter</Link>
        </Footer>
      </Card>
    </PageSection>
  )
}
