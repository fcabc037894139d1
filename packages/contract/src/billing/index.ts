export * from './bills'
export * from './customerOrg'
export * from './reconciliation'
export * from './stats'
