import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { forwardRef } from 'react'
import styled from 'styled-components'

const SIZES = { md: '2.25rem', lg: '2.75rem' } as const

const Round = styled.button<{ $size: keyof typeof SIZES }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => SIZES[$size]};
  height: ${({ $size }) => SIZES[$size]};
  flex: none;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.hairlineStrong};
  background: ${({ theme }) => theme.colors.panel};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: the button shows only an icon, so this is its whole accessible name. */
  label: string
  /** md (2.25rem, the default) or lg (2.75rem) for a bigger touch target. */
  size?: keyof typeof SIZES
  /** button (the default), or submit inside a form. */
  type?: 'button' | 'submit' | 'reset'
  /** The icon, marked aria-hidden (the label names the button). */
  children: ReactNode
}

/** A round, icon-only button over images and media (slideshow, lightbox, dialog close). */
export const RoundIconButton = forwardRef<HTMLButtonElement, Props>(function RoundIconButton(
  { label, size = 'md', type = 'button', children, ...rest },
  ref,
) {
  return (
    <Round ref={ref} type={type} aria-label={label} $size={size} {...rest}>
      {children}
    </Round>
  )
})
