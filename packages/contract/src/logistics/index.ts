export * from './events'
export * from './pricing'
export * from './s10'
export * from './weights'
