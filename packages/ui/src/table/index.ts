export { cutText, DEFAULT_ELLIPSIS, type HeaderCheckState, headerCheckState } from './tableText'
