import type { ApplicationStatus } from '@portico/contract'

export const STATUS_COLOR: Record<
  ApplicationStatus,
  'brand' | 'success' | 'danger' | 'warning' | 'informative'
> = {
  submitted: 'informative',
  passed: 'brand',
  interview: 'warning',
  hired: 'success',
  rejected: 'danger',
  declined: 'danger',
}
