import { Field, makeStyles, Radio, RadioGroup, Switch, tokens } from '@fluentui/react-components'
import { PRIMARY_COLORS } from '../../../settings/pageSettings'
import { settingBindings } from '../../../settings/settingBindings'
import { settingsStore, usePageSettings } from '../../../settings/settingsStore'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '480px' } })

type ChoiceKey = 'navTheme' | 'layout' | 'primaryColor'
type SwitchKey = 'multipage' | 'fixedHeader' | 'colorWeak'

const choices: { key: ChoiceKey; label: string; options: readonly { value: string; name: string }[] }[] = [
  {
    key: 'navTheme',
    label: '风格配色',
    options: [
      { value: 'light', name: '亮色菜单' },
      { value: 'dark', name: '暗色菜单' },
    ],
  },
  {
    key: 'layout',
    label: '导航菜单位置',
    options: [
      { value: 'sidemenu', name: '侧边栏导航' },
      { value: 'topmenu', name: '顶部栏导航' },
    ],
  },
  { key: 'primaryColor', label: '主题色', options: PRIMARY_COLORS },
]

const switches: { key: SwitchKey; label: string }[] = [
  { key: 'multipage', label: '多页签模式' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'colorWeak', label: '色弱模式' },
]

/** 个性化: how the back office looks for this user; the same page settings as the settings drawer, kept locally. */
export function CustomSettings() {
  const styles = useStyles()
  const settings = usePageSettings()
  const { choiceOf, switchOf } = settingBindings(settings, (change) => settingsStore.update(change))
  return (
    <section className={styles.root} aria-label="个性化">
      {choices.map((choice) => (
        <Field key={choice.key} label={choice.label}>
          <RadioGroup
            layout={choice.options.length > 2 ? 'vertical' : 'horizontal'}
            {...choiceOf(choice.key)}
          >
            {choice.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.name} />
            ))}
          </RadioGroup>
        </Field>
      ))}
      {switches.map((item) => (
        <Switch key={item.key} label={item.label} {...switchOf(item.key)} />
      ))}
    </section>
  )
}
