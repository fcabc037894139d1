import {
  Button,
  ColorSwatch,
  Divider,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  SwatchPicker,
  Switch,
  tokens,
} from '@fluentui/react-components'
import { Dismiss24Regular } from '@fluentui/react-icons'
import { type PageSettings, PRIMARY_COLORS } from '../../settings/pageSettings'
import { settingBindings } from '../../settings/settingBindings'

export interface SettingDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: PageSettings
  onChange: (change: Partial<PageSettings>) => void
  onReset: () => void
}

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' },
  switches: { display: 'grid', gap: tokens.spacingVerticalXS },
})

/** 系统设置 (spec §2 Theme settings drawer): every page setting with its constraints. */
export function SettingDrawer({ open, onOpenChange, settings, onChange, onReset }: SettingDrawerProps) {
  const styles = useStyles()
  const sidemenu = settings.layout === 'sidemenu'
  const { switchOf, choiceOf } = settingBindings(settings, onChange)
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      size="small"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="关闭"
              icon={<Dismiss24Regular />}
              onClick={() => onOpenChange(false)}
            />
          }
        >
          系统设置
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Field label="整体风格设置">
          <RadioGroup {...choiceOf('navTheme')}>
            <Radio value="dark" label="暗色菜单风格" />
            <Radio value="light" label="亮色菜单风格" />
          </RadioGroup>
        </Field>
        <Field label="主题色">
          <SwatchPicker
            aria-label="主题色"
            selectedValue={settings.primaryColor}
            onSelectionChange={(_, data) => onChange({ primaryColor: data.selectedValue })}
          >
            {PRIMARY_COLORS.map((color) => (
              <ColorSwatch
                key={color.value}
                value={color.value}
                color={color.value}
                aria-label={color.name}
              />
            ))}
          </SwatchPicker>
        </Field>
        <Divider />
        <Field label="导航模式">
          <RadioGroup {...choiceOf('layout')}>
            <Radio value="sidemenu" label="侧边栏导航" />
            <Radio value="topmenu" label="顶部栏导航" />
          </RadioGroup>
        </Field>
        <Field label="内容区域宽度" hint={sidemenu ? '流式宽度仅在顶部栏导航时可用' : undefined}>
          <RadioGroup {...choiceOf('contentWidth')}>
            <Radio value="Fixed" label="固定" />
            <Radio value="Fluid" label="流式" disabled={sidemenu} />
          </RadioGroup>
        </Field>
        <div className={styles.switches}>
          <Switch label="固定 Header" {...switchOf('fixedHeader')} />
          <Switch
            label="下滑时隐藏 Header"
            {...switchOf('autoHideHeader')}
            disabled={!settings.fixedHeader}
          />
          <Switch label="固定侧边菜单" {...switchOf('fixedSidebar')} disabled={!sidemenu} />
        </div>
        <Divider />
        <div className={styles.switches}>
          <Switch label="色弱模式" {...switchOf('colorWeak')} />
          <Switch label="多页签模式" {...switchOf('multipage')} />
        </div>
      </DrawerBody>
      <DrawerFooter>
        <Button onClick={onReset}>恢复默认</Button>
      </DrawerFooter>
    </OverlayDrawer>
  )
}
