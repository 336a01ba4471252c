import styled from 'styled-components'

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** A row of buttons, wrapping where there is no room. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`

/** Badge's own prop; its text is its children. */
export interface BadgeProps {
  /** accent (the default) for a role, success for an active state, neutral for an inactive one. */
  $tone?: 'accent' | 'success' | 'neutral'
}

export const Badge = styled.span<BadgeProps>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme, $tone = 'accent' }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'neutral'
        ? theme.colors.neutral
        : theme.colors.accent};
`
