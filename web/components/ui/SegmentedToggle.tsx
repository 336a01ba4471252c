import type { LucideIcon } from 'lucide-react'
import styled from 'styled-components'

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  gap: 3px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.hairlineStrong};
  background: ${({ theme }) => theme.colors.field};
`

const Segment = styled.button<{ $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  ${({ $iconOnly }) => ($iconOnly ? 'width: 2.25rem; height: 2.125rem;' : 'padding: 0.25rem 0.625rem;')}
  border: 0;
  border-radius: 9px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.washStrong};
    color: ${({ theme }) => theme.colors.text};
  }
`

export interface SegmentOption<V extends string> {
  value: V
  label: string
  Icon: LucideIcon
  /** Icon size in px; 16 by default. */
  iconSize?: number
}

interface Props<V extends string> {
  /** Names the group for assistive technology. */
  label: string
  /** The choices, each with its value, label and icon. */
  options: readonly SegmentOption<V>[]
  /** The chosen value (its button is pressed). */
  value: V
  /** Called with the value of the button pressed. */
  onChange: (value: V) => void
  /** Shows only the icons; each label then becomes the button's name and tooltip. */
  iconOnly?: boolean
}

/** Two or more mutually exclusive views as pressed/unpressed buttons (grid or list, slideshow or gallery). */
export function SegmentedToggle<V extends string>({
  label,
  options,
  value,
  onChange,
  iconOnly = false,
}: Props<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map(({ value: option, label: text, Icon, iconSize = 16 }) => (
        <Segment
          key={option}
          type="button"
          $iconOnly={iconOnly}
          aria-pressed={value === option}
          aria-label={iconOnly ? text : undefined}
          title={iconOnly ? text : undefined}
          onClick={() => onChange(option)}
        >
          <Icon size={iconSize} aria-hidden="true" />
          {iconOnly ? null : text}
        </Segment>
      ))}
    </Group>
  )
}
