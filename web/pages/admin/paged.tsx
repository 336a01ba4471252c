import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { Form, Link } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { type Filters, type ListState, listSearch } from './list-query.ts'
import { Muted, Row } from './ui.tsx'

const SearchRow = styled(Row)`
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
  > :first-child { flex: 1; }
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
