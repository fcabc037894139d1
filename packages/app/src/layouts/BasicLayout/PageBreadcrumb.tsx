import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components'
import { Fragment } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTexts } from '../../i18n'
import { HOME_TAB } from '../../shell/tabs/tabRules'

/** 首页 first, then the matched routes by title; the current page is plain text (spec §2). */
export function PageBreadcrumb({ trail }: { trail: { path: string; title: string }[] }) {
  const navigate = useNavigate()
  const { t, menu } = useTexts()
  const home = { path: HOME_TAB.key, title: menu(HOME_TAB.key, HOME_TAB.title) }
  const items = [home, ...trail.filter((item) => item.path !== home.path)]
  return (
    <Breadcrumb aria-label={t('header.breadcrumb')} size="small">
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
