import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { LocalLanguage20Regular } from '@fluentui/react-icons'
import { LOCALES, type Locale, setLocale, useLocale, useTexts } from '../../i18n'

/** The header's language switch: Chinese or English, kept in the browser, applied without a reload. */
export function LanguageSwitch() {
  const locale = useLocale()
  const { t } = useTexts()
  const current = t(`locale.${locale}`)
  return (
    <Menu
      checkedValues={{ locale: [locale] }}
      onCheckedValueChange={(_, data) => void setLocale(data.checkedItems[0] as Locale)}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* The name holds the visible text (the language in use), so a voice user can say what they see. */}
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguage20Regular />}
          aria-label={`${t('locale.label')} ${current}`}
        >
          {current}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((option) => (
            <MenuItemRadio key={option} name="locale" value={option} lang={option}>
              {t(`locale.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
