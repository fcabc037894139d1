import type { Texts } from '../../i18n'
import type { FieldSpec } from '../form/fieldSpec'

/**
 * A form's fields in the chosen language: each label by its Chinese wording, and a dictionary the catalogue
 * knows offered with its texts (the server's dictionaries are Chinese).
 */
export const localiseFields = (fields: FieldSpec[], texts: Texts): FieldSpec[] =>
  texts.locale === 'zh-CN'
    ? fields
    : fields.map((field) => ({
        ...field,
        label: texts.label(field.label),
        options: field.options ?? (field.kind === 'dict' ? texts.dictOptions(field.dictCode) : undefined),
      }))
