import { Link } from 'react-router'
import styled from 'styled-components'

/** Small building blocks shared by the project list and the project detail page. */

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.wash};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  white-space: nowrap;
`

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`

/** A pill link out of the site; always a new tab, never passing our window to the other site. */
export const ExternalButton = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })<{
  $accent?: string
  $primary?: boolean
}>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 0.375rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onProject : theme.colors.text)};
  background: ${({ $primary, $accent, theme }) =>
    $primary ? ($accent ?? theme.colors.accent) : theme.colors.wash};
  border: 1px solid ${({ $primary, theme }) => ($primary ? 'transparent' : theme.colors.hairlineStrong)};
  transition: filter 0.15s ease, background 0.15s ease;

  &:hover {
    filter: brightness(1.1);
    background: ${({ $primary, $accent, theme }) =>
      $primary ? ($accent ?? theme.colors.accent) : theme.colors.washStrong};
  }
`

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`

export const PageColumn = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(16)};

  @media (max-width: 400px) {
    padding-left: ${({ theme }) => theme.space(3)};
    padding-right: ${({ theme }) => theme.space(3)};
  }
`

/** Centered status line for loading, error and empty states. */
export const StateMessage = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`
