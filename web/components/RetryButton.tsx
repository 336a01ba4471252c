import { RotateCw } from 'lucide-react'
import { useRevalidator } from 'react-router'
import styled from 'styled-components'

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pill};
  color: ${({ theme }) => theme.colors.text};
  font: 600 ${({ theme }) => theme.fontSizes.sm} ${({ theme }) => theme.fonts.sans};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.pillHover}; }
  &:disabled { cursor: progress; opacity: 0.7; }
`

/**
 * Asks the page's loaders again (issue 15 item 17): a failed section offers a way out instead of
 * 'try again later' alone. The page's shouldRevalidate lets an explicit revalidation through.
 */
export function RetryButton() {
  const revalidator = useRevalidator()
  const busy = revalidator.state === 'loading'
  return (
    <Button type="button" disabled={busy} onClick={() => void revalidator.revalidate()}>
      <RotateCw size={14} aria-hidden="true" />
      {busy ? 'Retrying...' : 'Retry'}
    </Button>
  )
}
