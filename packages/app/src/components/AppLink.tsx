import { Link } from '@fluentui/react-components'
import type { MouseEvent, ReactNode } from 'react'
import { useHref, useLinkClickHandler } from 'react-router-dom'

/** A Fluent link to an app route: a real href (open in a new tab works), client-side navigation on click. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to)
  return (
    <Link href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {children}
    </Link>
  )
}
