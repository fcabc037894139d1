import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components'
import type { CustomControl } from '../../../components/form/fieldSpec'
import { MENU_ICON_NAMES, menuIcon } from '../../../navigation/menuIcons'

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

/** 菜单图标: pick one of the icons the menu draws, or type any Ant Design icon name (it shows as the neutral icon). */
export function IconField({ value, onChange, onBlur }: CustomControl) {
  const styles = useStyles()
  return (
    <Combobox
      aria-label="菜单图标"
      freeform
      placeholder="选择或输入图标名称"
      value={value}
      selectedOptions={value ? [value] : []}
      expandIcon={menuIcon(value || undefined)}
      onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      onChange={(event) => onChange(event.target.value.trim())}
      onBlur={onBlur}
    >
      {MENU_ICON_NAMES.map((name) => (
        <Option key={name} value={name} text={name}>
          <span className={styles.option}>
            {menuIcon(name)}
            {name}
          </span>
        </Option>
      ))}
    </Combobox>
  )
}
