import { X } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { Link } from 'react-router'
import styled from 'styled-components'
import { PageSection } from '../../layout/Page.tsx'
import { Card, CardTitle } from '../auth/form-kit.tsx'
import { SignInForm } from '../auth/SignInForm.tsx'
import { SignupForm } from './SignupForm.tsx'

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`

const Intro = styled.p`
  margin: -${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.accent}; }
`

const CloseLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const TabList = styled(Tabs.List)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.pageBottom};
`

const TabTrigger = styled(Tabs.Trigger)`
  min-height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`

export function NewsletterPage() {
  return (
    <PageSection>
      <Card>
        <Top>
          <CardTitle>Newsletter</CardTitle>
          <CloseLink to="/" aria-label="Close">
            <X size={20} aria-hidden />
          </CloseLink>
        </Top>
        <Intro>
          Updates on new projects and articles, as often as you choose.{' '}
          <Link to="/newsletter/archive">Read past issues</Link>
        </Intro>
        <Tabs.Root defaultValue="signup">
          <TabList aria-label="Sign up or sign in">
            <TabTrigger value="signup">Sign up</TabTrigger>
            <TabTrigger value="signin">Sign in</TabTrigger>
          </TabList>
          <Tabs.Content value="signup">
            <SignupForm />
          </Tabs.Content>
          <Tabs.Content value="signin">
            <SignInForm idPrefix="newsletter-login" usernamePlaceholder="Username or email" />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </PageSection>
  )
}
