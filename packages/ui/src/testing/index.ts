export { animationsSettled } from './settle'
