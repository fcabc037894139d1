import { describe, expect, it } from 'vitest'
import { TREE_CONDITION_ERROR, treeConditionError, treeDataParams } from './treeDictQuery'

describe('tree select query', () => {
  it('needs a JSON object string as the condition', () => {
    expect(treeConditionError(undefined)).toBeNull()
    expect(treeConditionError('')).toBeNull()
    expect(treeConditionError('{"status":"1"}')).toBeNull()
    expect(treeConditionError('status=1')).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!')
    expect(treeConditionError('[1]')).toBe(TREE_CONDITION_ERROR)
    expect(treeConditionError('1')).toBe(TREE_CONDITION_ERROR)
  })

  it('splits the dict into table, text and code for loadTreeData', () => {
    expect(treeDataParams({ dict: 'sys_depart,depart_name,id' }, '')).toEqual({
      pid: '',
      pidField: 'parent_id',
      hasChildField: '',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      condition: '',
    })
    expect(treeDataParams({ dict: 'a,b,c', pidField: 'pid', condition: '{"x":1}' }, 'p1')).toMatchObject({
      pid: 'p1',
      pidField: 'pid',
      condition: '{"x":1}',
    })
  })
})
