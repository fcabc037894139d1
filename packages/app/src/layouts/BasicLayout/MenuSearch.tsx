import { Combobox, makeStyles, Option } from '@fluentui/react-components'
import { Search20Regular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTexts } from '../../i18n'
import type { MenuEntry } from '../../navigation/menuRoutes'

export interface MenuSearchProps {
  entries: MenuEntry[]
  onOpen: (entry: MenuEntry) => void
}

const useStyles = makeStyles({ root: { minWidth: '180px', maxWidth: '240px' } })

/** Every page of the visible menu, with the folders leading to it, e.g. 系统管理 / 用户管理. */
export function menuLeaves(
  entries: MenuEntry[],
  trail: string[] = [],
): { entry: MenuEntry; label: string }[] {
  return entries.flatMap((entry) =>
    entry.children?.length
      ? menuLeaves(entry.children, [...trail, entry.title])
      : [{ entry, label: [...trail, entry.title].join(' / ') }],
  )
}

/** The header's menu search (spec §2): a select over all visible menu entries. */
export function MenuSearch({ entries, onOpen }: MenuSearchProps) {
  const styles = useStyles()
  const { t } = useTexts()
  const leaves = useMemo(() => menuLeaves(entries), [entries])
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const matches = leaves.filter((leaf) => leaf.label.toLowerCase().includes(query.trim().toLowerCase()))
  return (
    <Combobox
      className={styles.root}
      aria-label={t('header.searchMenu')}
      placeholder={t('header.searchMenu')}
      expandIcon={<Search20Regular />}
      value={query}
      selectedOptions={[]}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(event) => {
        setQuery(event.target.value)
        // Pasted or dictated text opens the list too, not only typed keys.
        setOpen(true)
      }}
      onOptionSelect={(_, data) => {
        const leaf = leaves.find((item) => item.entry.key === data.optionValue)
        setQuery('')
        if (leaf) onOpen(leaf.entry)
      }}
    >
      {matches.length === 0 ? (
        <Option disabled value="" text="">
          {t('header.noMenuMatch')}
        </Option>
      ) : (
        matches.map((leaf) => (
          <Option key={leaf.entry.key} value={leaf.entry.key} text={leaf.label}>
            {leaf.label}
          </Option>
        ))
      )}
    </Combobox>
  )
}
