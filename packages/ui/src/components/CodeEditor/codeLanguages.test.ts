import { describe, expect, it } from 'vitest'
import { CODE_LANGUAGES, codePlaceholder, findCodeLanguage } from './codeLanguages'

describe('CODE_LANGUAGES', () => {
  it("has JCodeEditor's twelve modes in its order", () => {
    expect(CODE_LANGUAGES.map((m) => m.value)).toEqual([
      'css',
      'javascript',
      'html',
      'x-java',
      'x-objectivec',
      'x-python',
      'x-rsrc',
      'x-sh',
      'x-sql',
      'x-swift',
      'x-vue',
      'markdown',
    ])
  })

  it('loads the matching CodeMirror language for every mode', async () => {
    const names: Record<string, string> = {}
    for (const mode of CODE_LANGUAGES) {
      const extension = (await mode.load()) as { language?: { name: string }; name?: string }
      // LanguageSupport carries .language; a legacy StreamLanguage is itself the Language.
      names[mode.value] = extension.language?.name ?? extension.name ?? ''
    }
    expect(names).toEqual({
      css: 'css',
      javascript: 'javascript',
      html: 'html',
      'x-java': 'java',
      'x-objectivec': 'objectivec',
      'x-python': 'python',
      'x-rsrc': 'r',
      'x-sh': 'shell',
      'x-sql': 'sql',
      'x-swift': 'swift',
      'x-vue': 'vue',
      markdown: 'markdown',
    })
  })
})

describe('findCodeLanguage', () => {
  it('matches the value or the label, ignoring case', () => {
    expect(findCodeLanguage('x-java')?.label).toBe('Java')
    expect(findCodeLanguage('java')?.value).toBe('x-java')
    expect(findCodeLanguage('JAVA')?.value).toBe('x-java')
    expect(findCodeLanguage('JavaScript')?.value).toBe('javascript')
    expect(findCodeLanguage('xml/html')?.value).toBe('html')
    expect(findCodeLanguage('Objective-C')?.value).toBe('x-objectivec')
    expect(findCodeLanguage('r')?.value).toBe('x-rsrc')
    expect(findCodeLanguage('shell')?.value).toBe('x-sh')
    expect(findCodeLanguage('text/x-sql')?.value).toBe('x-sql')
  })

  it('gives nothing for unknown or empty names', () => {
    expect(findCodeLanguage('cobol')).toBeUndefined()
    expect(findCodeLanguage('')).toBeUndefined()
    expect(findCodeLanguage(null)).toBeUndefined()
  })
})

describe('codePlaceholder', () => {
  it('names the language as given', () => {
    expect(codePlaceholder('javascript')).toBe('请在此输入javascript代码')
    expect(codePlaceholder(undefined)).toBe('请在此输入代码')
  })
})
