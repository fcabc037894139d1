import { Field, makeStyles, Radio, RadioGroup, Switch, tokens } from '@fluentui/react-components'
import { type Texts, useTexts } from '../../../i18n'
import { PRIMARY_COLORS } from '../../../settings/pageSettings'
import { settingBindings } from '../../../settings/settingBindings'
import { settingsStore, usePageSettings } from '../../../settings/settingsStore'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '480px' } })

type ChoiceKey = 'navTheme' | 'layout' | 'primaryColor'
type SwitchKey = 'multipage' | 'fixedHeader' | 'colorWeak'

/** Each choice's options with their text in the chosen language (a theme colour by its Chinese name). */
const choices: { key: ChoiceKey; options: readonly { value: string; text: (texts: Texts) => string }[] }[] = [
  {
    key: 'navTheme',
    options: [
      { value: 'light', text: ({ t }) => t('account.navTheme.light') },
      { value: 'dark', text: ({ t }) => t('account.navTheme.dark') },
    ],
  },
  {
    key: 'layout',
    options: [
      { value: 'sidemenu', text: ({ t }) => t('account.layout.sidemenu') },
      { value: 'topmenu', text: ({ t }) => t('account.layout.topmenu') },
    ],
  },
  {
    key: 'primaryColor',
    options: PRIMARY_COLORS.map((color) => ({ value: color.value, text: ({ label }) => label(color.name) })),
  },
]

const switches: SwitchKey[] = ['multipage', 'fixedHeader', 'colorWeak']

/** 个性化: how the back office looks for this user; the same page settings as the settings drawer, kept locally. */
export function CustomSettings() {
  const styles = useStyles()
  const texts = useTexts()
  const { t } = texts
  const settings = usePageSettings()
  const { choiceOf, switchOf } = settingBindings(settings, (change) => settingsStore.update(change))
  return (
    <section className={styles.root} aria-label={t('account.section.custom')}>
      {choices.map((choice) => (
        <Field key={choice.key} label={t(`account.${choice.key}`)}>
          <RadioGroup
            layout={choice.options.length > 2 ? 'vertical' : 'horizontal'}
            {...choiceOf(choice.key)}
          >
            {choice.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.text(texts)} />
            ))}
          </RadioGroup>
        </Field>
      ))}
      {switches.map((key) => (
        <Switch key={key} label={t(`account.${key}`)} {...switchOf(key)} />
      ))}
    </section>
  )
}
