import { Tabs } from 'radix-ui'
import { useActionData } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { SIGN_UP } from '../auth/actions.ts'
import { Or } from '../auth/form-kit.tsx'
import { SignInForm } from '../auth/SignInForm.tsx'
import { SignInLinkForm } from '../auth/SignInLinkForm.tsx'
import { LaterPanel, Muted, SectionTitle } from './landing-ui.tsx'
import { SignupForm } from './SignupForm.tsx'

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

/**
 * The lower part of /newsletter: the spec's 'Sign up' / 'Sign in' toggle for readers with an account
 * (a mailed link or a password), or who want one with a password. Its own chunk, hydrated after the
 * rest of the page (docs/decisions/151 and 233).
 */
export function ReaderAccount() {
  // After a sign-up sent without JavaScript, its tab is the one that shows what the server said.
  const answer = useActionData() as ActionData | undefined
  return (
    <LaterPanel as="section" aria-labelledby="account-title">
      <SectionTitle id="account-title">Your account</SectionTitle>
      <Muted style={{ marginBottom: '1rem' }}>
        Already a reader? Sign in with a link we email you, or with your password.
      </Muted>
      <Tabs.Root defaultValue={answer?.intent === SIGN_UP ? 'signup' : 'signin'}>
        <TabList aria-label="Sign up or sign in">
          <TabTrigger value="signup">Sign up</TabTrigger>
          <TabTrigger value="signin">Sign in</TabTrigger>
        </TabList>
        <Tabs.Content value="signin">
          <SignInLinkForm idPrefix="newsletter-link" />
          <Or>or with your password</Or>
          <SignInForm idPrefix="newsletter-login" usernamePlaceholder="Username or email" />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <Muted style={{ marginBottom: '1rem' }}>
            Prefer an account with a username and password? Create one here; it subscribes you too.
          </Muted>
          <SignupForm />
        </Tabs.Content>
      </Tabs.Root>
    </LaterPanel>
  )
}
