import styled from 'styled-components'
import type { ProjectStatus } from '../../graphql/types.ts'
import { type StatusTone, statusLabel, statusTone } from './status.ts'

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.statusTones[$tone].color};
  background: ${({ theme, $tone }) => theme.statusTones[$tone].background};
  border: 1px solid ${({ theme, $tone }) => theme.statusTones[$tone].border};
`

/**
 * Completed green, In Progress yellow, anything else grey (docs/spec.md §4). A project without a status
 * has no badge: an 'Unknown' label tells a visitor nothing (issue 24 item 5).
 */
export function StatusBadge({
  status,
}: {
  /** The project's status; no badge when it has none. */
  status: ProjectStatus | null | undefined
}) {
  if (!status) return null
  const tone = statusTone(status)
  return (
    <Badge $tone={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  )
}
