export { ScanBox } from './ScanBox'
export type { ScanBoxProps, ScanOutcome } from './ScanBox.types'
export { CAMERA_REPEAT_MS, s10Warning } from './scanCode'
