export * from './checkRecord'
export * from './dataLog'
export * from './defineResource'
