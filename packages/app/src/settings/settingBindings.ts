import type { PageSettings } from './pageSettings'

type KeysOf<T> = { [K in keyof PageSettings]: PageSettings[K] extends T ? K : never }[keyof PageSettings]
type SwitchSetting = KeysOf<boolean>
type ChoiceSetting = KeysOf<string>

/** Props that bind a Switch or a RadioGroup (the drawer's, 个性化's) to one page setting. */
export function settingBindings(settings: PageSettings, onChange: (change: Partial<PageSettings>) => void) {
  return {
    switchOf: (key: SwitchSetting) => ({
      checked: settings[key],
      onChange: (_: unknown, data: { checked: boolean }) => onChange({ [key]: data.checked }),
    }),
    choiceOf: <K extends ChoiceSetting>(key: K) => ({
      value: settings[key],
      onChange: (_: unknown, data: { value: string }) =>
        onChange({ [key]: data.value as PageSettings[K] } as Partial<PageSettings>),
    }),
  }
}
