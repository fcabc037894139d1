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
import { type PageSettings, PRIMARY_COLORS } from './pageSettings'

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
          <RadioGroup
            value={settings.navTheme}
            onChange={(_, data) => onChange({ navTheme: data.value as PageSettings['navTheme'] })}
          >
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
          <RadioGroup
            value={settings.layout}
            onChange={(_, data) => onChange({ layout: data.value as PageSettings['layout'] })}
          >
            <Radio value="sidemenu" label="侧边栏导航" />
            <Radio value="topmenu" label="顶部栏导航" />
          </RadioGroup>
        </Field>
        <Field label="内容区域宽度" hint={sidemenu ? '流式宽度仅在顶部栏导航时可用' : undefined}>
          <RadioGroup
            value={settings.contentWidth}
            onChange={(_, data) => onChange({ contentWidth: data.value as PageSettings['contentWidth'] })}
          >
            <Radio value="Fixed" label="固定" />
            <Radio value="Fluid" label="流式" disabled={sidemenu} />
          </RadioGroup>
        </Field>
        <div className={styles.switches}>
          <Switch
            label="固定 Header"
            checked={settings.fixedHeader}
            onChange={(_, data) => onChange({ fixedHeader: data.checked })}
          />
          <Switch
            label="下滑时隐藏 Header"
            checked={settings.autoHideHeader}
            disabled={!settings.fixedHeader}
            onChange={(_, data) => onChange({ autoHideHeader: data.checked })}
          />
          <Switch
            label="固定侧边菜单"
            checked={settings.fixedSidebar}
            disabled={!sidemenu}
            onChange={(_, data) => onChange({ fixedSidebar: data.checked })}
          />
        </div>
        <Divider />
        <div className={styles.switches}>
          <Switch
            label="色弱模式"
            checked={settings.colorWeak}
            onChange={(_, data) => onChange({ colorWeak: data.checked })}
          />
          <Switch
            label="多页签模式"
            checked={settings.multipage}
            onChange={(_, data) => onChange({ multipage: data.checked })}
          />
        </div>
      </DrawerBody>
      <DrawerFooter>
        <Button onClick={onReset}>恢复默认</Button>
      </DrawerFooter>
    </OverlayDrawer>
  )
}
