import { AlertDialog } from 'radix-ui'
import styled from 'styled-components'

/**
 * The frame of every confirm-before-destroying dialog (admin deletions, a reader deleting their
 * account): the parts of Radix's AlertDialog, styled once.
 */
export const AlertOverlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: ${({ theme }) => theme.colors.scrim};
`

export const AlertContent = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 71;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pageTop};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

export const AlertTitle = styled(AlertDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const AlertText = styled(AlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`
