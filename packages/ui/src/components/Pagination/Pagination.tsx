import { Button, Dropdown, Input, Option, Text } from '@fluentui/react-components'
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons'
import { useState } from 'react'
import { formatTotal, pageCount, visiblePages } from './formatTotal'
import { usePaginationStyles } from './Pagination.styles'
import type { PaginationProps } from './Pagination.types'
import { PAGINATION_TEXTS } from './paginationTexts'

/** Server-side pagination: total label, pages, size changer and quick jumper (spec §9). */
export function Pagination({
  current,
  pageSize,
  total,
  totalApprox = false,
  pageSizeOptions = [10, 20, 30],
  onChange,
  texts,
}: PaginationProps) {
  const words = { ...PAGINATION_TEXTS, ...texts }
  const styles = usePaginationStyles()
  const pages = pageCount(pageSize, total)
  const [jump, setJump] = useState('')

  function jumpTo(text: string) {
    const page = Number.parseInt(text, 10)
    if (Number.isFinite(page)) onChange(Math.min(Math.max(page, 1), pages), pageSize)
    setJump('')
  }

  return (
    <nav className={styles.root} aria-label={words.navigation}>
      <Text>{formatTotal(current, pageSize, total, totalApprox ? words.approxTotal : words.total)}</Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeft16Regular />}
        aria-label={words.previous}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, pageSize)}
      />
      {visiblePages(current, pages).map((page, index) =>
        page === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <Text key={`gap-${index}`} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={page}
            size="small"
            appearance={page === current ? 'primary' : 'subtle'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={words.page(page)}
            onClick={() => onChange(page, pageSize)}
          >
            {page}
          </Button>
        ),
      )}
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRight16Regular />}
        aria-label={words.next}
        disabled={current >= pages}
        onClick={() => onChange(current + 1, pageSize)}
      />
      <Dropdown
        className={styles.sizes}
        size="small"
        aria-label={words.pageSize}
        value={words.perPage(pageSize)}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => data.optionValue && onChange(1, Number(data.optionValue))}
      >
        {pageSizeOptions.map((size) => (
          <Option key={size} value={String(size)}>
            {words.perPage(size)}
          </Option>
        ))}
      </Dropdown>
      <Text>{words.jumpBefore}</Text>
      <Input
        className={styles.jumper}
        size="small"
        aria-label={words.jumpLabel}
        value={jump}
        onChange={(_, data) => setJump(data.value.replace(/\D/g, ''))}
        onKeyDown={(event) => event.key === 'Enter' && jumpTo(jump)}
      />
      <Text>{words.jumpAfter}</Text>
    </nav>
  )
}
