import { useId } from 'react'
import styled from 'styled-components'
import { ICON_NAMES } from '../../../src/shared/enums.ts'
import { ProjectIcon } from '../../components/project/ProjectIcon.tsx'
import { ChoiceOption } from './ui.tsx'

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`

const Option = styled(ChoiceOption)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Legend = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

/** '' stands for iconName null: the icon then follows the title's keywords. */
const AUTOMATIC_ICON = ''

interface Props {
  /** The project's title, for the automatic choice's preview. */
  title: string
  accent: string
  /** The field the form posts. */
  name: string
  value: string
  onChange: (value: string) => void
}

/** The iconName of docs/spec.md §5 as a radio group, each choice previewed the way cards draw it. */
export function IconPicker({ title, accent, name, value, onChange }: Props) {
  const labelId = useId()
  const choices = [AUTOMATIC_ICON, ...ICON_NAMES]
  return (
    <div>
      <Legend id={labelId}>Icon</Legend>
      <Group role="radiogroup" aria-labelledby={labelId}>
        {choices.map((choice) => (
          <Option
            key={choice || 'automatic'}
            name={name}
            value={choice}
            checked={choice === value}
            onChoose={onChange}
            data-icon-choice={choice || 'automatic'}
          >
            <ProjectIcon project={{ title, iconName: choice || null }} accent={accent} size={28} />
            {choice || 'Automatic (from the title)'}
          </Option>
        ))}
      </Group>
    </div>
  )
}
