import { describe, expect, it } from 'vitest'
import { CHINESE_TEXTS } from '../../../i18n'
import { baseFields, bindingFields, changeOf, valuesOf } from './profileFields'
import { sectionOfPath, settingsPath } from './settingsSections'

describe('account settings', () => {
  it('reads the section from the path; an unknown or missing one is the base section', () => {
    expect(sectionOfPath('/account/settings/security')).toBe('security')
    expect(sectionOfPath(settingsPath('notification'))).toBe('notification')
    expect(sectionOfPath('/account/settings/nope')).toBe('base')
    expect(sectionOfPath('/account/settings')).toBe('base')
  })

  it('sends only the section’s fields, trimmed, blanks as null', () => {
    const values = valuesOf({
      id: 'u',
      username: 'a',
      realname: ' 王芳 ',
      status: 1,
      delFlag: 0,
      sex: 2,
      phone: '13712345603',
    })
    expect(changeOf(baseFields(CHINESE_TEXTS), values)).toEqual({
      realname: '王芳',
      sex: '2',
      birthday: null,
      telephone: null,
    })
    expect(changeOf(bindingFields(CHINESE_TEXTS), { ...values, email: '  ' })).toEqual({
      phone: '13712345603',
      email: null,
    })
  })
})
