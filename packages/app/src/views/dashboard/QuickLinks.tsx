import {
  Body1,
  Button,
  Card,
  Combobox,
  Field,
  makeStyles,
  Option,
  Subtitle2,
  tokens,
} from '@fluentui/react-components'
import { AddRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { AppLink } from '../../components/AppLink'
import { FormError } from '../../components/form/FormFeedback'
import { messageOf } from '../../components/form/messageOf'
import { useMenuPages } from '../../navigation/useMenuPages'
import { usePolling } from '../monitor/usePolling'
import type { QuickLink } from './dashboardApi'
import { useDashboardApi } from './useDashboardApi'

const MAX_LINKS = 12

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
})

/** 快捷入口: pages of my menu I pinned, saved on the server (user setting), so they follow me to any browser. */
export function QuickLinks() {
  const styles = useStyles()
  const api = useDashboardApi()
  const { routes } = useMenuPages()
  const { data, error, reload } = usePolling(api.quickLinks, '读取快捷入口失败')
  const [picked, setPicked] = useState<QuickLink | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const links = data ?? []
  const save = async (next: QuickLink[]) => {
    try {
      setSaveError(null)
      await api.saveQuickLinks(next)
      await reload()
    } catch (failure) {
      setSaveError(messageOf(failure, '保存快捷入口失败'))
    }
  }
  const choices = routes.filter((r) => r.component && !links.some((l) => l.path === r.path))
  return (
    <Card>
      <Subtitle2 as="h2">快捷入口</Subtitle2>
      <FormError message={error ?? saveError} />
      {links.length === 0 && <Body1>还没有快捷入口，从下方添加常用页面</Body1>}
      <ul className={styles.list} aria-label="快捷入口">
        {links.map((link) => (
          <li key={link.path} className={styles.item}>
            <AppLink to={link.path}>{link.title}</AppLink>
            <Button
              appearance="subtle"
              size="small"
              icon={<DismissRegular />}
              aria-label={`移除 ${link.title}`}
              onClick={() => save(links.filter((l) => l.path !== link.path))}
            />
          </li>
        ))}
      </ul>
      <div className={styles.add}>
        <Field label="添加页面">
          <Combobox
            placeholder="选择菜单页面"
            value={picked?.title ?? ''}
            onOptionSelect={(_, d) => {
              const route = choices.find((r) => r.path === d.optionValue)
              setPicked(route ? { title: route.title, path: route.path } : null)
            }}
          >
            {choices.map((r) => (
              <Option key={r.path} value={r.path} text={r.title}>
                {r.title}
              </Option>
            ))}
          </Combobox>
        </Field>
        <Button
          icon={<AddRegular />}
          disabled={!picked || links.length >= MAX_LINKS}
          onClick={async () => {
            if (!picked) return
            await save([...links, picked])
            setPicked(null)
          }}
        >
          添加
        </Button>
      </div>
    </Card>
  )
}
