import styled from 'styled-components'
import { LATER_PARTS, laterPartAttrs } from '../../../src/shared/hydration.ts'

/** The parts /newsletter and its account panel (its own chunk, ReaderAccount.tsx) share. */

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The account panel hydrates after the rest (decision 151): a press in it waits for its code. */
export const LaterPanel = styled(Panel).attrs(laterPartAttrs(LATER_PARTS.readerAccount))``
