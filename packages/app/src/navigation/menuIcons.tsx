import {
  Apps20Regular,
  Box20Regular,
  Building20Regular,
  DataBarVertical20Regular,
  Home20Regular,
  Mail20Regular,
  Settings20Regular,
  VehicleTruck20Regular,
} from '@fluentui/react-icons'
import type { ReactElement } from 'react'

/** Server menus name Ant Design icons; the few common ones map to Fluent icons, the rest get a neutral one. */
const icons: Record<string, ReactElement> = {
  home: <Home20Regular />,
  dashboard: <DataBarVertical20Regular />,
  setting: <Settings20Regular />,
  mail: <Mail20Regular />,
  car: <VehicleTruck20Regular />,
  inbox: <Box20Regular />,
  bank: <Building20Regular />,
}

/** The icon names the menu draws as themselves (菜单管理's icon picker offers them). */
export const MENU_ICON_NAMES = Object.keys(icons)

export function menuIcon(name: string | undefined): ReactElement {
  return (name && icons[name]) || <Apps20Regular />
}
