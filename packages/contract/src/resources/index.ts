export * from './declarations'
export { RESOURCES, resourceOfTable } from './registry'
