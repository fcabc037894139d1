import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** The portal's pages by route (spec §2), loaded on demand. */
export const portalViews: Record<string, LazyExoticComponent<ComponentType>> = {
  '/zhaopin/home/company': lazy(() => import('./pages/CompanyPage')),
  '/zhaopin/home/job': lazy(() => import('./pages/JobPage')),
  '/zhaopin/home/notice': lazy(() => import('./pages/NoticePage')),
  '/zhaopin/home/person/mail': lazy(() => import('./pages/MailPage')),
  '/zhaopin/home/person/center': lazy(() => import('./pages/PersonCenterPage')),
  '/zhaopin/home/anno/list': lazy(() => import('./pages/AnnoListPage')),
  '/zhaopin/home/anno/detail': lazy(() => import('./pages/AnnoDetailPage')),
  '/privacy': lazy(() => import('./pages/PrivacyPage')),
  '/resume': lazy(() => import('./resume/ResumePage')),
  '/submitResume': lazy(() => import('./resume/SubmitResumePage')),
  '/resumeConfirm': lazy(() => import('./resume/ResumeConfirmPage')),
  '/resumeSuccess': lazy(() => import('./resume/ResumeSuccessPage')),
}
