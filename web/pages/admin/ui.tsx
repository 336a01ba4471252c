import { AlertDialog, Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/** Styled building blocks shared by the admin panel's lists, forms and dialogs. */

export const Button = styled.button<{ $variant?: 'primary' | 'danger' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: #0369a1;
          border-color: ${theme.colors.accent};
        `
      : $variant === 'danger'
        ? css`
            background: #991b1b;
            border-color: #ef4444;
          `
        : $variant === 'ghost'
          ? css`
              background: transparent;
            `
          : ''}
`

export const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

export const SpreadRow = styled(Row)`
  justify-content: space-between;
`

export const ItemList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

export const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const SectionTitle = styled.h3`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & input,
  & textarea,
  & select {
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: #0b1220;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: ${({ theme }) => theme.space(2)};
  }
`

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`

const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`

/** A label, its control and the control's error, tied together for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  )
}

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    & > .wide { grid-column: 1 / -1; }
  }
`

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(2, 6, 23, 0.75);
`

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 61;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(760px, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: #0f172a;
`

const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A modal form (Radix Dialog: focus trapped inside, Esc and the close button close it). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const AlertOverlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(2, 6, 23, 0.8);
`

const AlertContent = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 71;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: #0f172a;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

const AlertTitle = styled(AlertDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const AlertText = styled(AlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** Asks before a destructive action; the action runs only on an explicit confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent>
          <AlertTitle>{title}</AlertTitle>
          <AlertText>{text}</AlertText>
          <Row>
            <AlertDialog.Cancel asChild>
              <Button type="button">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </Row>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

export const FormActions = styled(Row)`
  margin-top: ${({ theme }) => theme.space(4)};
`
