// The pattern codes live in the contract, so the server checks a declared resource's fields with the same rules.
export { type PatternCode, patternCodes, patternRegExp } from '@portico/contract'
