import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components'
import { Dismiss24Regular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'

export interface SidePanelProps {
  open: boolean
  title: string
  onClose: () => void
  size?: 'medium' | 'large' | 'full'
  children: ReactNode
}

/** A drawer from the right with a title and a close button: a record's sub-list or sub-table. */
export function SidePanel({ open, title, onClose, size = 'large', children }: SidePanelProps) {
  return (
    <OverlayDrawer position="end" size={size} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{open && children}</DrawerBody>
    </OverlayDrawer>
  )
}
