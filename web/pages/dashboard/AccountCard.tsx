import { Download, KeyRound, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { Link, Form as RouteForm, useActionData } from 'react-router'
import styled from 'styled-components'
import { ChangeEmailBody, DeleteAccountBody } from '../../../src/shared/inputs/account.ts'
import type { ActionData } from '../../app/route-action.ts'
import { AlertContent, AlertOverlay, AlertText, AlertTitle } from '../../components/ui/AlertDialogFrame.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Disclosure, useScriptedUnlessOpened } from '../../components/ui/Disclosure.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { Submit } from '../auth/form-kit.tsx'
import { changeEmailPayload, deleteAccountPayload, DASHBOARD_INTENTS as I } from './actions.ts'
import { Actions, Panel, PanelTitle } from './panel.tsx'

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & + & {
    margin-top: ${({ theme }) => theme.space(6)};
    padding-top: ${({ theme }) => theme.space(6)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

// Posts to /dashboard's action (docs/decisions/221), with or without JavaScript.
const Form = styled(RouteForm)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

/** The last answer of the dashboard's action to this form, if it was about it. */
function useAnswer(intent: string) {
  const answer = useActionData() as ActionData | undefined
  return answer?.intent === intent ? answer : undefined
}

function ChangeEmail() {
  const form = useRouteForm({
    idPrefix: 'change-email',
    intent: I.changeEmail,
    initial: () => ({ email: '', password: '' }),
    schema: ChangeEmailBody,
    toPayload: changeEmailPayload,
  })
  const answer = useAnswer(I.changeEmail)
  const sent = answer?.ok ? answer.message : undefined
  const { setValues } = form
  // Sent: the form empties for the next time (the message below says where the link went).
  useEffect(() => {
    if (answer?.ok) setValues({ email: '', password: '' })
  }, [answer, setValues])
  return (
    <Section aria-labelledby="change-email-title">
      <SectionTitle id="change-email-title">Change email</SectionTitle>
      <Muted>We send a link to the new address; the change takes effect when you open it.</Muted>
      <Form {...form.form} aria-label="Change email">
        <input type="hidden" name="intent" value={I.changeEmail} />
        <Field {...form.field('email')} label="New email">
          <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field {...form.field('password')} label="Current password">
          <PasswordInput {...form.bind('password')} autoComplete="current-password" />
        </Field>
        {sent ? <Muted role="status">{sent}</Muted> : null}
        <Actions>
          <Submit label="Send confirmation link" busy="Sending..." sending={form.sending} />
        </Actions>
      </Form>
    </Section>
  )
}

function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const disclosure = useScriptedUnlessOpened()
  const form = useRouteForm({
    idPrefix: 'delete-account',
    intent: I.deleteAccount,
    initial: () => ({ password: '' }),
    schema: DeleteAccountBody,
    toPayload: deleteAccountPayload,
  })
  const failed = useAnswer(I.deleteAccount)?.ok === false
  const fields = (
    <>
      <input type="hidden" name="intent" value={I.deleteAccount} />
      <Field {...form.field('password')} label="Password">
        <PasswordInput {...form.bind('password')} autoComplete="current-password" />
      </Field>
    </>
  )
  const trigger = (
    <>
      <Trash2 size={16} aria-hidden /> Delete my account
    </>
  )
  return (
    <Section aria-labelledby="delete-account-title">
      <SectionTitle id="delete-account-title">Delete my account</SectionTitle>
      <Muted>
        Removes your account, sessions, subscription and mail history for good; a short confirmation goes to
        your address.
      </Muted>
      {disclosure.scripted ? (
        <AlertDialog.Root open={open} onOpenChange={setOpen}>
          <Actions>
            <AlertDialog.Trigger asChild>
              <Button type="button" $variant="danger">
                {trigger}
              </Button>
            </AlertDialog.Trigger>
          </Actions>
          <AlertDialog.Portal>
            <AlertOverlay />
            <AlertContent>
              <AlertTitle>Delete your account?</AlertTitle>
              <AlertText>This cannot be undone. Enter your password to confirm.</AlertText>
              <Form {...form.form} aria-label="Delete account">
                {fields}
                <Actions>
                  <AlertDialog.Cancel asChild>
                    <Button type="button">Cancel</Button>
                  </AlertDialog.Cancel>
                  <Button type="submit" $variant="danger" disabled={form.sending}>
                    {form.sending ? 'Deleting...' : 'Delete account'}
                  </Button>
                </Actions>
              </Form>
            </AlertContent>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      ) : (
        // Without script the dialog's question opens in place (and stays open after a failure).
        <Disclosure ref={disclosure.ref} open={failed}>
          <Button as="summary" $variant="danger">
            {trigger}
          </Button>
          <Form {...form.form} aria-label="Delete account">
            <p>
              <strong>Delete your account?</strong>
            </p>
            <Muted>This cannot be undone. Enter your password to confirm.</Muted>
            {fields}
            <Actions>
              <Button type="submit" $variant="danger">
                Delete account
              </Button>
            </Actions>
          </Form>
        </Disclosure>
      )}
    </Section>
  )
}

/**
 * A reader who subscribed with their address alone signs in by mailed links and has no password to
 * confirm a change with: they choose one through the reset link first (docs/decisions/233).
 */
function ChoosePassword() {
  return (
    <Section aria-labelledby="password-title">
      <SectionTitle id="password-title">Password</SectionTitle>
      <Muted>
        You sign in with links we email you, so your account has no password. Changing your email address or
        deleting your account asks for one: choose it with a link we send to your address.
      </Muted>
      <Actions>
        <Button as={Link} to="/auth/forgot">
          <KeyRound size={16} aria-hidden /> Choose a password
        </Button>
      </Actions>
    </Section>
  )
}

/** The reader's control of their account: address, a copy of their data, deletion (not for the admin). */
export function AccountCard({
  isAdmin,
  hasPassword,
}: {
  /** The administrator's account, which has no Delete my account section. */
  isAdmin: boolean
  /** False for a reader who subscribed with their address alone: they choose a password first. */
  hasPassword: boolean
}) {
  return (
    <Panel aria-labelledby="account-title">
      <PanelTitle id="account-title">Account</PanelTitle>
      {hasPassword ? <ChangeEmail /> : <ChoosePassword />}
      <Section aria-labelledby="data-title">
        <SectionTitle id="data-title">Your data</SectionTitle>
        <Muted>Your profile, subscription and the emails we sent you, as a JSON file.</Muted>
        <Actions>
          <Button as="a" href="/api/account/export" download>
            <Download size={16} aria-hidden /> Download my data
          </Button>
        </Actions>
      </Section>
      {isAdmin || !hasPassword ? null : <DeleteAccount />}
    </Panel>
  )
}
