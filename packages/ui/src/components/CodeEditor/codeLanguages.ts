import type { Extension } from '@codemirror/state'

/** One of JCodeEditor's twelve modes: the CodeMirror 5 MIME suffix (`text/<value>`) and the label it shows. */
export interface CodeLanguage {
  value: string
  label: string
  /** Loads the CodeMirror 6 language (each in its own chunk, fetched the first time it is used). */
  load: () => Promise<Extension>
}

const legacy = async (
  parser: Promise<Parameters<typeof import('@codemirror/language').StreamLanguage.define>[0]>,
) => {
  const [{ StreamLanguage }, mode] = await Promise.all([import('@codemirror/language'), parser])
  return StreamLanguage.define(mode)
}

/** JCodeEditor's modes, in its order. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  { value: 'css', label: 'CSS', load: () => import('@codemirror/lang-css').then((m) => m.css()) },
  {
    value: 'javascript',
    label: 'Javascript',
    load: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  },
  { value: 'html', label: 'XML/HTML', load: () => import('@codemirror/lang-html').then((m) => m.html()) },
  { value: 'x-java', label: 'Java', load: () => import('@codemirror/lang-java').then((m) => m.java()) },
  {
    value: 'x-objectivec',
    label: 'Objective-C',
    load: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC)),
  },
  {
    value: 'x-python',
    label: 'Python',
    load: () => import('@codemirror/lang-python').then((m) => m.python()),
  },
  {
    value: 'x-rsrc',
    label: 'R',
    load: () => legacy(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  },
  {
    value: 'x-sh',
    label: 'Shell',
    load: () => legacy(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  },
  { value: 'x-sql', label: 'SQL', load: () => import('@codemirror/lang-sql').then((m) => m.sql()) },
  {
    value: 'x-swift',
    label: 'Swift',
    load: () => legacy(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  },
  { value: 'x-vue', label: 'Vue', load: () => import('@codemirror/lang-vue').then((m) => m.vue()) },
  {
    value: 'markdown',
    label: 'Markdown',
    load: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  },
]

/**
 * The mode a `language` prop names, matched like JCodeEditor: its value or its label, ignoring case (`java`,
 * `x-java` and `Java` are one mode); a `text/` MIME prefix is accepted too. Unknown names give undefined (plain text).
 */
export function findCodeLanguage(language: string | null | undefined): CodeLanguage | undefined {
  const name = language
    ?.trim()
    .toLowerCase()
    .replace(/^text\//, '')
  if (!name) return undefined
  return CODE_LANGUAGES.find((mode) => mode.value.toLowerCase() === name || mode.label.toLowerCase() === name)
}

/** JCodeEditor's placeholder: 请在此输入{language}代码 (the language as given). */
export function codePlaceholder(language: string | null | undefined): string {
  return `请在此输入${language ?? ''}代码`
}
