import { describe, expect, it } from 'vitest'
import { headerWidth, sizeColumn } from './columnSizing'

describe('sizeColumn', () => {
  it('keeps a text column at its declared width and cuts it; other kinds widen to their content', () => {
    expect(sizeColumn({ title: '备注', width: 200 })).toMatchObject({
      kind: 'text',
      width: 200,
      truncates: true,
    })
    expect(sizeColumn({ title: '发布时间', kind: 'datetime', width: 60 })).toMatchObject({
      truncates: false,
      width: 168,
    })
    expect(sizeColumn({ title: '渠道代码', kind: 'code' }).truncates).toBe(false)
    // A short text column keeps its small declared width (its header fits); an undeclared one gets 160 px.
    expect(sizeColumn({ title: '状态', width: 70 }).width).toBe(70)
    expect(sizeColumn({ title: '备注' }).width).toBe(160)
  })

  it('never draws a column narrower than its header, sort arrow included', () => {
    // 8 Han characters of 14 px, 16 px of padding, 24 px for the arrow.
    expect(headerWidth('三边和上限（厘米）', true)).toBe(9 * 14 + 16 + 24)
    expect(sizeColumn({ title: '三边和上限（厘米）', kind: 'number', width: 60, sortable: true }).width).toBe(
      166,
    )
    // Latin letters and digits are about half as wide.
    expect(headerWidth('P99(ms)')).toBe(7 * 8 + 16)
  })

  it('right-aligns amounts and numbers; a pinned column holds the 操作 buttons', () => {
    expect(sizeColumn({ title: '金额', kind: 'money' })).toMatchObject({ align: 'right', numeric: true })
    expect(sizeColumn({ title: '名称' }).align).toBe('left')
    expect(sizeColumn({ title: '金额', kind: 'money', align: 'center' }).align).toBe('center')
    expect(sizeColumn({ title: '操作', fixed: 'right', width: 360 })).toMatchObject({
      kind: 'actions',
      truncates: false,
      width: 64,
    })
  })
})
