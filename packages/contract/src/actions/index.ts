export * from './declarations'
export { ACTIONS, actionOfKey } from './registry'
