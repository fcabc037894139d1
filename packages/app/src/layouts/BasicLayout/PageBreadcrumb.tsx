import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components'
import { Fragment } from 'react'
import { useNavigate } from 'react-router-dom'
import { HOME_TAB } from '../../shell/tabs/tabRules'

const HOME = { path: HOME_TAB.key, title: HOME_TAB.title }

/** 首页 first, then the matched routes by title; the current page is plain text (spec §2). */
export function PageBreadcrumb({ trail }: { trail: { path: string; title: string }[] }) {
  const navigate = useNavigate()
  const items = [HOME, ...trail.filter((t) => t.path !== HOME.path)]
  return (
    <Breadcrumb aria-label="面包屑" size="small">
      {items.map((item, index) => {
        const current = index === items.length - 1
        return (
          <Fragment key={item.path}>
            <BreadcrumbItem>
              {current ? (
                <BreadcrumbButton current>{item.title}</BreadcrumbButton>
              ) : (
                <BreadcrumbButton onClick={() => navigate(item.path)}>{item.title}</BreadcrumbButton>
              )}
            </BreadcrumbItem>
            {!current && <BreadcrumbDivider />}
          </Fragment>
        )
      })}
    </Breadcrumb>
  )
}
