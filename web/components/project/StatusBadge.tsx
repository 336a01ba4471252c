import styled from 'styled-components'
import { type StatusTone, statusLabel, statusTone } from './status.ts'

const TONES: Record<StatusTone, { color: string; background: string; border: string }> = {
  success: { color: '#4ade80', background: 'rgba(34, 197, 94, 0.14)', border: 'rgba(34, 197, 94, 0.4)' },
  warning: { color: '#facc15', background: 'rgba(234, 179, 8, 0.14)', border: 'rgba(234, 179, 8, 0.4)' },
  neutral: { color: '#cbd5e1', background: 'rgba(148, 163, 184, 0.14)', border: 'rgba(148, 163, 184, 0.4)' },
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $tone }) => TONES[$tone].color};
  background: ${({ $tone }) => TONES[$tone].background};
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
`

/** Completed green, In Progress yellow, anything else grey (spec section 4). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = statusTone(status)
  return (
    <Badge $tone={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  )
}
