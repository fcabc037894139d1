import { createContext, useContext } from 'react'

/** The account dialogs of the portal (spec §2 Job portal views: login, register, forget password, logout…). */
export type AccountDialog = 'login' | 'register' | 'forgot' | 'password' | 'phone' | 'logout'

export interface PortalContextValue {
  openDialog: (dialog: AccountDialog) => void
  /** Unread messages of the signed-in interviewee (0 for visitors). */
  unread: number
  refreshUnread: () => void
}

export const PortalContext = createContext<PortalContextValue>({
  openDialog: () => undefined,
  unread: 0,
  refreshUnread: () => undefined,
})

export const usePortal = () => useContext(PortalContext)
