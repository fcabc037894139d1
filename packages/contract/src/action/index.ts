export * from './defineAction'
export * from './schema'
