/** The http layer cannot render; it announces what the shell should show. */
export type HttpEvent =
  | { type: 'notify'; level: 'error' | 'warning'; title?: string; message: string }
  | { type: 'unauthorized'; message: string }
  | { type: 'expired' }

type Listener = (event: HttpEvent) => void
const listeners = new Set<Listener>()

export const httpEvents = {
  emit(event: HttpEvent) {
    for (const listener of listeners) listener(event)
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
