// A Vitest reporter for `npm test`: writes the names of tests that passed only on a retry to the file named by
// PORTICO_FLAKY_FILE, so scripts/test.mjs counts them as failures instead of letting the retry hide them.
import { writeFileSync } from 'node:fs'

export default class FlakyReporter {
  flaky = []

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId} > ${testCase.fullName}`)
  }

  onTestRunEnd() {
    if (process.env.PORTICO_FLAKY_FILE)
      writeFileSync(process.env.PORTICO_FLAKY_FILE, JSON.stringify(this.flaky))
  }
}
