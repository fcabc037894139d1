export * from './events'
export * from './outbound'
export * from './s10'
export * from './weights'
