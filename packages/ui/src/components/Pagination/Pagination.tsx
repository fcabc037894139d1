import { Button, Dropdown, Input, Option, Text } from '@fluentui/react-components'
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons'
import { useState } from 'react'
import { formatTotal, pageCount, visiblePages } from './formatTotal'
import { usePaginationStyles } from './Pagination.styles'
import type { PaginationProps } from './Pagination.types'

/** Server-side pagination: total label, pages, size changer and quick jumper (spec §9). */
export function Pagination({
  current,
  pageSize,
  total,
  pageSizeOptions = [10, 20, 30],
  onChange,
}: PaginationProps) {
  const styles = usePaginationStyles()
  const pages = pageCount(pageSize, total)
  const [jump, setJump] = useState('')

  function jumpTo(text: string) {
    const page = Number.parseInt(text, 10)
    if (Number.isFinite(page)) onChange(Math.min(Math.max(page, 1), pages), pageSize)
    setJump('')
  }

  return (
    <nav className={styles.root} aria-label="分页">
      <Text>{formatTotal(current, pageSize, total)}</Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeft16Regular />}
        aria-label="上一页"
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
            aria-label={`第 ${page} 页`}
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
        aria-label="下一页"
        disabled={current >= pages}
        onClick={() => onChange(current + 1, pageSize)}
      />
      <Dropdown
        className={styles.sizes}
        size="small"
        aria-label="每页条数"
        value={`${pageSize} 条/页`}
        selectedOptions={[String(pageSize)]}
        onOptionSelect={(_, data) => data.optionValue && onChange(1, Number(data.optionValue))}
      >
        {pageSizeOptions.map((size) => (
          <Option key={size} value={String(size)}>{`${size} 条/页`}</Option>
        ))}
      </Dropdown>
      <Text>跳至</Text>
      <Input
        className={styles.jumper}
        size="small"
        aria-label="跳至页码"
        value={jump}
        onChange={(_, data) => setJump(data.value.replace(/\D/g, ''))}
        onKeyDown={(event) => event.key === 'Enter' && jumpTo(jump)}
      />
      <Text>页</Text>
    </nav>
  )
}
