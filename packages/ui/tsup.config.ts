import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Entries: the widgets, the two editors (apart so that CodeMirror and Lexical stay optional) and the MSW handlers.
export default defineConfig(
  packageBuild(['src/index.ts', 'src/code-editor.ts', 'src/rich-text.ts', 'src/mocks/index.ts']),
)
