import { ChevronDown, LayoutGrid, List, Search } from 'lucide-react'
import { useId } from 'react'
import styled, { css } from 'styled-components'
import { STATUS_FILTER_OPTIONS } from '../../components/project/status.ts'
import { SegmentedToggle, type SegmentOption } from '../../components/ui/SegmentedToggle.tsx'
import {
  type ProjectsQueryState,
  type ProjectsView,
  type StatusFilter,
  TECH_FILTER_OPTIONS,
  type TechFilter,
} from './query-state.ts'

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: ${({ theme }) => theme.colors.surface};
  backdrop-filter: blur(8px);

  @media (max-width: 900px) {
    grid-template-columns: 1fr 1fr auto;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`

const Field = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};

`

const controlStyle = css`
  height: 2.5rem;
  width: 100%;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.hairlineStrong};
  background: ${({ theme }) => theme.colors.field};
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; border-color: transparent; }
`

const InputWrap = styled.div`
  position: relative;
  color: ${({ theme }) => theme.colors.textSubtle};

  svg {
    position: absolute;
    top: 50%;
    left: 0.75rem;
    transform: translateY(-50%);
    pointer-events: none;
  }
`

const SearchInput = styled.input`
  ${controlStyle}
  padding: 0 0.75rem 0 2.25rem;
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`

const SelectWrap = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    right: 0.625rem;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`

const Select = styled.select`
  ${controlStyle}
  appearance: none;
  min-width: 10rem;
  padding: 0 2rem 0 0.75rem;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  option {
    background: ${({ theme }) => theme.colors.pageTop};
    color: ${({ theme }) => theme.colors.text};
  }
  @media (max-width: 900px) {
    min-width: 0;
  }
`

const VIEWS: readonly SegmentOption<ProjectsView>[] = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid, iconSize: 18 },
  { value: 'list', label: 'List view', Icon: List, iconSize: 18 },
]

interface Props {
  /** The list's search text, technology, status and view, as the address holds them. */
  value: ProjectsQueryState
  /** Called with the settings that changed (the page writes them to the address). */
  onChange: (patch: Partial<ProjectsQueryState>) => void
}

/** Search box, technology and status filters and the grid/list toggle of the project list. */
export function FiltersBar({ value, onChange }: Props) {
  const id = useId()
  return (
    // On phones one row, its look in the page CSS (web/theme/global-css.ts, [data-filter-bar]).
    <Bar role="search" aria-label="Filter projects" data-filter-bar="">
      <Field>
        <Label htmlFor={`${id}-q`} data-inside="hidden">
          Search
        </Label>
        <InputWrap>
          <Search size={16} aria-hidden="true" />
          <SearchInput
            id={`${id}-q`}
            type="search"
            placeholder="Search projects..."
            autoComplete="off"
            value={value.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </InputWrap>
      </Field>
      <Field>
        <Label htmlFor={`${id}-tech`} data-inside="chip">
          Technology
        </Label>
        <SelectWrap>
          <Select
            id={`${id}-tech`}
            value={value.tech}
            onChange={(e) => onChange({ tech: e.target.value as TechFilter })}
          >
            {TECH_FILTER_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </Select>
          <ChevronDown size={16} aria-hidden="true" />
        </SelectWrap>
      </Field>
      <Field>
        <Label htmlFor={`${id}-status`} data-inside="chip">
          Status
        </Label>
        <SelectWrap>
          <Select
            id={`${id}-status`}
            value={value.status}
            onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
          >
            {STATUS_FILTER_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </Select>
          <ChevronDown size={16} aria-hidden="true" />
        </SelectWrap>
      </Field>
      <SegmentedToggle
        label="Layout"
        options={VIEWS}
        value={value.view}
        onChange={(view) => onChange({ view })}
        iconOnly
      />
    </Bar>
  )
}
