export * from './events'
export * from './s10'
export * from './weights'
