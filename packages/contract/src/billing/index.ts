export * from './bills'
