export * from './events'
export * from './ops'
export * from './s10'
export * from './weights'
