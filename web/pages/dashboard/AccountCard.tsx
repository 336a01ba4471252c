import { Download, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import styled from 'styled-components'
import { ChangeEmailBody, DeleteAccountBody } from '../../../src/shared/inputs/account.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { AlertContent, AlertOverlay, AlertText, AlertTitle } from '../../components/ui/AlertDialogFrame.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input, PasswordInput } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { ApiError } from '../../lib/api.ts'
import { Panel, PanelTitle } from './panel.tsx'

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

// POST, never GET: see the sign-in form (docs/decisions/214).
const Form = styled.form.attrs({ method: 'post' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`

const message = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback

function ChangeEmail() {
  const { toast } = useToast()
  const [sent, setSent] = useState<string | null>(null)
  const form = useResourceForm({
    idPrefix: 'change-email',
    initial: { email: '', password: '' },
    schema: ChangeEmailBody,
    toPayload: (values) => ({ email: values.email.trim(), password: values.password }),
    request: () => ({ method: 'POST', url: '/api/account/email' }),
    onSaved: (result: { message: string }) => {
      setSent(result.message)
      form.setValues({ email: '', password: '' })
    },
    success: { title: 'Check your new inbox' },
    onFailed: (error) => {
      setSent(null)
      toast({
        title: 'Change failed',
        description: message(error, 'The address could not be changed'),
        variant: 'destructive',
      })
    },
  })
  return (
    <Section aria-labelledby="change-email-title">
      <SectionTitle id="change-email-title">Change email</SectionTitle>
      <Muted>We send a link to the new address; the change takes effect when you open it.</Muted>
      <Form onSubmit={form.submit} noValidate aria-label="Change email">
        <Field {...form.field('email')} label="New email">
          <Input {...form.bind('email')} type="email" autoComplete="email" spellCheck={false} />
        </Field>
        <Field {...form.field('password')} label="Current password">
          <PasswordInput {...form.bind('password')} autoComplete="current-password" />
        </Field>
        {sent ? <Muted role="status">{sent}</Muted> : null}
        <Actions>
          <Button type="submit" $variant="primary" disabled={form.saving}>
            {form.saving ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </Actions>
      </Form>
    </Section>
  )
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { toast } = useToast()
  const [open, setOpen] = useState(false)
  const form = useResourceForm({
    idPrefix: 'delete-account',
    initial: { password: '' },
    schema: DeleteAccountBody,
    toPayload: (values) => ({ password: values.password }),
    request: () => ({ method: 'DELETE', url: '/api/account' }),
    onSaved: () => {
      setOpen(false)
      onDeleted()
    },
    success: { title: 'Account deleted' },
    onFailed: (error) =>
      toast({
        title: 'Delete failed',
        description: message(error, 'The account could not be deleted'),
        variant: 'destructive',
      }),
  })
  return (
    <Section aria-labelledby="delete-account-title">
      <SectionTitle id="delete-account-title">Delete my account</SectionTitle>
      <Muted>Removes your account, sessions, subscription and mail history for good.</Muted>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <Actions>
          <AlertDialog.Trigger asChild>
            <Button type="button" $variant="danger">
              <Trash2 size={16} aria-hidden /> Delete my account
            </Button>
          </AlertDialog.Trigger>
        </Actions>
        <AlertDialog.Portal>
          <AlertOverlay />
          <AlertContent>
            <AlertTitle>Delete your account?</AlertTitle>
            <AlertText>This cannot be undone. Enter your password to confirm.</AlertText>
            <Form onSubmit={form.submit} noValidate aria-label="Delete account">
              <Field {...form.field('password')} label="Password">
                <PasswordInput {...form.bind('password')} autoComplete="current-password" />
              </Field>
              <Actions>
                <AlertDialog.Cancel asChild>
                  <Button type="button">Cancel</Button>
                </AlertDialog.Cancel>
                <Button type="submit" $variant="danger" disabled={form.saving}>
                  {form.saving ? 'Deleting...' : 'Delete account'}
                </Button>
              </Actions>
            </Form>
          </AlertContent>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Section>
  )
}

/** The reader's control of their account: address, a copy of their data, deletion (not for the admin). */
export function AccountCard({ isAdmin, onDeleted }: { isAdmin: boolean; onDeleted: () => void }) {
  return (
    <Panel aria-labelledby="account-title">
      <PanelTitle id="account-title">Account</PanelTitle>
      <ChangeEmail />
      <Section aria-labelledby="data-title">
        <SectionTitle id="data-title">Your data</SectionTitle>
        <Muted>Your profile, subscription and the emails we sent you, as a JSON file.</Muted>
        <Actions>
          <Button as="a" href="/api/account/export" download>
            <Download size={16} aria-hidden /> Download my data
          </Button>
        </Actions>
      </Section>
      {isAdmin ? null : <DeleteAccount onDeleted={onDeleted} />}
    </Panel>
  )
}
