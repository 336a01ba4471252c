import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { Form, Link } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { type Filters, type ListState, listSearch } from './list-query.ts'
import { Muted, Row } from './ui.tsx'

/*
 * The button sits beside the box, not beside the box and its hint: the field's parts (label, box, hint)
 * are rows of this grid, and the button takes the box's row.
 */
const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  align-items: center;
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
  > :first-child { display: contents; }
  > :first-child > * { grid-column: 1; }
  > button { grid-column: 2; grid-row: 2; }
`

/**
 * A paged list's search: a GET form, so the search is in the address (`?q=`, first page), survives a
 * reload and Back, and works without JavaScript. The server searches; nothing is filtered here. The
 * list's filters (`filters`) ride along as hidden fields, so a search stays within them.
 */
export function ListSearch({
  label,
  hint,
  search,
  filters = {},
}: {
  label: string
  hint: string
  search: string
  filters?: Filters
}) {
  const id = useId()
  // Follows the address: Back to another search shows that search in the box.
  const [text, setText] = useState(search)
  const [shown, setShown] = useState(search)
  if (shown !== search) {
    setShown(search)
    setText(search)
  }
  return (
    <Form method="get" role="search" aria-label={label}>
      {Object.entries(filters).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SearchRow>
        <Field id={id} label={label} hint={hint}>
          <Input type="search" name="q" maxLength={254} value={text} onChange={setText} />
        </Field>
        <Button type="submit">
          <Search aria-hidden size={16} /> Search
        </Button>
      </SearchRow>
    </Form>
  )
}

const PagerRow = styled(Row)`
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`

/** Previous and Next as links to the neighbouring pages (`?page=`), so they work without JavaScript. */
export function Pager({ list, label }: { list: ListState; label: string }) {
  if (list.pages <= 1) return null
  const { search, page, pages, filters } = list
  return (
    <nav aria-label={`${label} pages`}>
      <PagerRow>
        {page > 1 ? (
          <Button as={Link} to={{ search: listSearch(search, page - 1, filters) }} $size="sm" rel="prev">
            Previous
          </Button>
        ) : null}
        <Muted>
          Page {page} of {pages}
        </Muted>
        {page < pages ? (
          <Button as={Link} to={{ search: listSearch(search, page + 1, filters) }} $size="sm" rel="next">
            Next
          </Button>
        ) : null}
      </PagerRow>
    </nav>
  )
}

/**
 * A row of pill-shaped links, the current one marked `aria-current="page"`: the lists' filters here and
 * the Insights screen's periods. Links, so each choice works without JavaScript and has its own address.
 * No margin: each place spaces the row as its layout needs.
 */
export const PillLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`

/** One link of a `PillLinks` row; a count beside its label goes in a `<strong>`. */
export const PillLink = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  strong { font-variant-numeric: tabular-nums; }
`

/** Above a list's search, apart from the heading over it and the search under it. */
const FilterTabs = styled(PillLinks)`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
`

/**
 * A paged list's `?state=` filter: one link per value with its count, the first (no value) for all. A
 * link keeps the search and starts again at the first page; the current one (the list's filter, which
 * the loader kept only if known) is marked `aria-current`.
 */
export function FilterLinks({
  label,
  list,
  tabs,
}: {
  label: string
  list: ListState
  tabs: { value?: string; label: string; count: number; hint: string }[]
}) {
  return (
    <nav aria-label={label}>
      <FilterTabs>
        {tabs.map(({ value, label, count, hint }) => (
          <li key={label}>
            <PillLink
              to={{ search: listSearch(list.search, 1, { state: value }) }}
              aria-current={value === list.filters?.state ? 'page' : undefined}
              title={hint}
            >
              {label} <strong>{count}</strong>
            </PillLink>
          </li>
        ))}
      </FilterTabs>
    </nav>
  )
}
