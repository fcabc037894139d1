// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import { describe, expect, it } from 'vitest'
import type { EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { collectSubTables, type KeptSubTable } from './subTableValues'

const columns: EditableColumn[] = [
  {
    key: 'pieceNo',
    title: '件号',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
]
const parents: EditableRow[] = [{ id: '1001' }, { id: '1002' }, { id: '1003' }]

describe('collectSubTables (sub-tables in the parent getValues)', () => {
  it('returns the rows and deleted ids of every opened sub-table by parent id, in parent order', async () => {
    const kept = new Map<string, KeptSubTable>([
      ['1003', { rows: [{ id: 'p9', pieceNo: 'C-1' }], deleteIds: [] }],
      ['1001', { rows: [{ id: 'p1', pieceNo: 'A-1' }], deleteIds: ['p2'] }],
    ])
    const result = await collectSubTables(parents, kept, columns)
    expect(result.failures).toEqual([])
    expect(Object.keys(result.subTables)).toEqual(['1001', '1003'])
    expect(result.subTables['1001']).toEqual({ values: [{ id: 'p1', pieceNo: 'A-1' }], deleteIds: ['p2'] })
    // A copy: later deletions in the table do not change what was returned.
    expect(result.subTables['1001']?.deleteIds).not.toBe(kept.get('1001')?.deleteIds)
  })

  it('fails on a sub-table row that breaks its rules, naming the parent row', async () => {
    const kept = new Map<string, KeptSubTable>([
      [
        '1002',
        {
          rows: [
            { id: 'p3', pieceNo: 'B-1' },
            { id: 'new_1', pieceNo: '' },
          ],
          deleteIds: [],
        },
      ],
    ])
    const { failures } = await collectSubTables(parents, kept, columns)
    expect(failures).toEqual([
      { rowId: 'new_1', rowIndex: 1, key: 'pieceNo', message: '请输入件号', parentId: '1002' },
    ])
  })

  it('leaves out the sub-tables of deleted parent rows, and has nothing without opened ones', async () => {
    const kept = new Map<string, KeptSubTable>([
      ['gone', { rows: [{ id: 'x', pieceNo: '' }], deleteIds: [] }],
    ])
    expect(await collectSubTables(parents, kept, columns)).toEqual({ subTables: {}, failures: [] })
    expect(await collectSubTables(parents, new Map(), columns)).toEqual({ subTables: {}, failures: [] })
  })
})
