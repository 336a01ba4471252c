import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useActionData, useSearchParams } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { useHydrated } from '../../lib/browser-env.ts'
import { SIGN_UP } from '../auth/actions.ts'
import { Or } from '../auth/form-kit.tsx'
import { SignInForm } from '../auth/SignInForm.tsx'
import { SignInLinkForm } from '../auth/SignInLinkForm.tsx'
import { type AccountTab, accountTabAsked } from './account-tab.ts'
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
  display: grid;
  place-items: center;
  text-decoration: none;
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
 * One tab, a link to the page with it chosen, so it works without script too. With script it is the
 * same element (a press held before hydration, docs/decisions/222, is replayed on it): its click
 * chooses the tab in place. Until then it stays in the Tab order, which Radix's roving focus gives
 * the chosen tab alone, and drops the `type` Radix gives its button (not a valid value on a link).
 */
function Tab({
  value,
  label,
  choose,
}: {
  value: AccountTab
  label: string
  choose: (tab: AccountTab) => void
}) {
  const hydrated = useHydrated()
  return (
    <TabTrigger value={value} type={undefined} asChild>
      <a
        href={`?tab=${value}#account-title`}
        tabIndex={hydrated ? undefined : 0}
        onClick={(event) => {
          event.preventDefault()
          choose(value)
        }}
      >
        {label}
      </a>
    </TabTrigger>
  )
}

/**
 * The lower part of /newsletter: the spec's 'Sign up' / 'Sign in' toggle for readers with an account
 * (a mailed link or a password), or who want one with a password. Its own chunk, hydrated after the
 * rest of the page (docs/decisions/151 and 233).
 */
export function ReaderAccount() {
  const answer = useActionData() as ActionData | undefined
  const [params] = useSearchParams()
  // The tab the address asks for; else, after a sign-up sent without JavaScript, the one that shows
  // what the server said.
  const [tab, setTab] = useState<AccountTab>(
    () => accountTabAsked(params) ?? (answer?.intent === SIGN_UP ? 'signup' : 'signin'),
  )
  return (
    <LaterPanel as="section" aria-labelledby="account-title">
      <SectionTitle id="account-title">Your account</SectionTitle>
      <Muted style={{ marginBottom: '1rem' }}>
        Already a reader? Sign in with a link we email you, or with your password.
      </Muted>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AccountTab)}>
        <TabList aria-label="Sign up or sign in">
          <Tab value="signup" label="Sign up" choose={setTab} />
          <Tab value="signin" label="Sign in" choose={setTab} />
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
