import styled from 'styled-components'
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../../../src/shared/enums.ts'
import { FieldError } from '../ui/Field.tsx'

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
`

/**
 * How often a new reader wants the newsletter (decision 227). Native radio buttons: they post with the
 * form before and without script, and the keyboard moves between them as in any radio group.
 */
export function FrequencyChoice({
  idPrefix,
  value,
  onChange,
  error,
  className,
}: {
  idPrefix: string
  value: string
  onChange: (value: Frequency) => void
  error?: string | undefined
  /** For a page that places the group (styled(FrequencyChoice)). */
  className?: string
}) {
  const hintId = `${idPrefix}-frequency-hint`
  const errorId = `${idPrefix}-frequency-error`
  return (
    <Fieldset className={className} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend>How often</legend>
      <Choices>
        {FREQUENCIES.map((frequency) => (
          <Choice key={frequency}>
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
            />
            {FREQUENCY_LABELS[frequency]}
          </Choice>
        ))}
      </Choices>
      <Hint id={hintId}>Issues past your limit are not mailed to you; they stay in the archive.</Hint>
      <FieldError id={errorId} error={error} />
    </Fieldset>
  )
}
