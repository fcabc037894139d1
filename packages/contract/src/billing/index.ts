export * from './bills'
export * from './customerOrg'
