import { css } from 'styled-components'

/** The header's round icon controls: the profile links and the theme button. */
export const headerIconStyle = css`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  @media (min-width: 480px) {
    width: 40px;
    height: 40px;
  }
  /* Room for the monogram, the icons, Get in touch and the account entry at 320 px. */
  @media (max-width: 359px) {
    width: 30px;
    height: 30px;
  }
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textStrong};
  transition: background 150ms ease, transform 150ms ease;
  &:hover, &[data-state='open'] { background: ${({ theme }) => theme.colors.washStrong}; }
  &:hover { transform: translateY(-1px); }
`
