/** One toast to show: what the provider's default Notify hands to the Toaster. */
export interface ToastRequest {
  intent: 'success' | 'info' | 'warning' | 'error'
  message: string
  title?: string
}

export type ShowToast = (request: ToastRequest) => void
