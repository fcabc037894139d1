// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} placeholders are the subject of these tests
import { describe, expect, it } from 'vitest'
import { fill, missingValues, placeholdersOf, sampleValues } from './templateValues'

const template = {
  templateCode: 'c',
  templateName: 'n',
  templateType: '2',
  templateContent: '${name}您好，运单 ${ waybill } 已到 ${site}；${name}',
  templateTestJson: '{"name":"张三","waybill":1001}',
}

describe('send dialog template values', () => {
  it('finds each placeholder once and prefills the sample values', () => {
    expect(placeholdersOf(template.templateContent)).toEqual(['name', 'waybill', 'site'])
    expect(sampleValues(template)).toEqual({ name: '张三', waybill: '1001', site: '' })
    expect(sampleValues({ ...template, templateTestJson: '{oops' })).toEqual({
      name: '',
      waybill: '',
      site: '',
    })
  })

  it('fills what has a value and names what is missing', () => {
    const values = { name: '李四', waybill: 'SF1', site: ' ' }
    expect(fill(template.templateContent, values)).toBe('李四您好，运单 SF1 已到 ${site}；李四')
    expect(missingValues(template.templateContent, values)).toEqual(['site'])
  })
})
