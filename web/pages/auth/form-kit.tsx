import type { ReactNode } from 'react'
import { Form as RouteForm, useActionData } from 'react-router'
import styled, { css } from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { PageSection } from '../../layout/Page.tsx'

export const Card = styled.div`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 48px ${({ theme }) => theme.colors.shadeSoft};
`

export const CardTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`

/** The look of every signed-out form (a column of fields). */
export const formBox = css`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

/**
 * The signed-out forms: each posts to its page's route action, with or without JavaScript, and never
 * puts its fields (a password included) in the address as a GET would (docs/decisions/221).
 */
export const Form = styled(RouteForm)`
  ${formBox}
`

export const AlertBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerWash};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The pages around mailed links (forgot password, reset, confirm): an explanation, a footer link, a done message. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const DoneBox = styled(AlertBox)`
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successWash};
`

/** "or" between two ways to sign in (a mailed link, a password). */
export const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`

/** A signed-out page: one card under its title. */
export function CardPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <PageSection>
      <Card>
        {title ? <CardTitle>{title}</CardTitle> : null}
        {children}
      </Card>
    </PageSection>
  )
}

/** A form's primary button, which says it is busy (`busy`) while the form is being sent. */
export function Submit(props: { label: string; busy: string; sending: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" $variant="primary" disabled={props.sending || props.disabled}>
      {props.sending ? props.busy : props.label}
    </Button>
  )
}

/** What the action said in place of a form (no toast): the message that replaces it, or why it failed. */
export function useAnswerInPlace(intent: string | undefined, sending: boolean) {
  const answer = useActionData() as ActionData | undefined
  const mine = answer?.intent === intent ? answer : undefined
  return {
    done: mine?.ok ? mine.message : undefined,
    failure: mine?.ok === false && !sending ? mine.message : undefined,
  }
}
