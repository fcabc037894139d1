export * from './bills'
export * from './reconciliation'
export * from './stats'
