import styled, { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'ghost-danger'

/** Button's own props; every attribute of a native button (type, disabled, onClick…) passes through. */
export interface ButtonProps {
  /** What the action is: primary, secondary (the default), danger, ghost or ghost-danger. */
  $variant?: ButtonVariant
  /** md (the default, 2.5rem tall) or sm (2rem), for icon-only actions in dense lists. */
  $size?: 'sm' | 'md'
}

/**
 * The one button of the site's forms and panels: `danger` confirms a destruction, `ghost` is quiet in a
 * busy row, `ghost-danger` a destructive one there, quiet until hovered. Render a link with `as={Link}`.
 */
export const Button = styled.button<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size = 'md' }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0 ${({ theme, $size = 'md' }) => theme.space($size === 'sm' ? 2 : 4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          border-color: ${theme.colors.accent};
          background: ${theme.colors.accent};
          color: ${theme.colors.pageTop};
        `
      : $variant === 'danger'
        ? css`
            border-color: #ef4444;
            background: #991b1b;
            color: #fff;
          `
        : $variant === 'ghost'
          ? css`
              border-color: transparent;
              background: transparent;
            `
          : $variant === 'ghost-danger'
            ? css`
                border-color: transparent;
                background: transparent;
                color: ${theme.colors.danger};
                &:hover:not(:disabled) {
                  border-color: ${theme.colors.danger};
                  background: ${theme.colors.dangerWash};
                }
              `
            : ''}
`
