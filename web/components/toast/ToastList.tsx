import { Toast } from 'radix-ui'
import styled, { css, keyframes } from 'styled-components'
import { type ToastItem, viewportStyles } from './Toaster.tsx'

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); }
  to { transform: translateX(0); }
`
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`

const Viewport = styled(Toast.Viewport)`
  ${viewportStyles}
  /* An open dialog's buttons sit bottom and top right: toasts move top left, clear of its close button. */
  body:has([role='dialog'][data-state='open'], [role='alertdialog'][data-state='open']) & {
    top: 0;
    bottom: auto;
    left: 0;
    right: auto;
    @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
      width: calc(100% - ${({ theme }) => theme.space(14)});
    }
  }

`

const Root = styled(Toast.Root)<{ $variant: 'default' | 'destructive' }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px ${({ theme }) => theme.colors.shadeSoft};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.toastDanger};
      border-color: ${theme.colors.toastDangerBorder};
    `}
  &[data-state='open'] { animation: ${slideIn} 180ms ease-out; }
  &[data-state='closed'] { animation: ${fadeOut} 120ms ease-in; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { animation: ${fadeOut} 100ms ease-out; }
`

const Title = styled(Toast.Title)`
  grid-column: 1;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Description = styled(Toast.Description)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Close = styled(Toast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  background: transparent;
  border: 0;
  color: inherit;
  cursor: pointer;
  font-size: 1.1rem;
  line-height: 1;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
`
export interface ToastListProps {
  items: ToastItem[]
  close: (id: number) => void
}

/** Radix toasts with the spec's numbers, which are Radix defaults made explicit. */
export function ToastList({ items, close }: ToastListProps) {
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {items.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && close(item.id)}
          $variant={item.variant ?? 'default'}
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </Toast.Provider>
  )
}
