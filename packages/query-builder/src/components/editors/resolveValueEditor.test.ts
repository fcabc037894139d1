import { describe, expect, it } from 'vitest'
import { DateTimeValueEditor, DateValueEditor, TimeValueEditor } from './DateTimeValueEditors'
import { DictValueEditor } from './DictValueEditor'
import { NumberValueEditor } from './NumberValueEditor'
import { resolveValueEditor } from './resolveValueEditor'
import { TextValueEditor } from './TextValueEditor'
import { TreeValueEditor } from './TreeValueEditor'
import type { ValueEditorProps } from './valueEditor.types'

const UserPicker = (_: ValueEditorProps) => null

describe('resolveValueEditor', () => {
  it('picks the built-in editor by field type', () => {
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'string' })).toBe(TextValueEditor)
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'int' })).toBe(NumberValueEditor)
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'date' })).toBe(DateValueEditor)
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'datetime' })).toBe(DateTimeValueEditor)
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'time' })).toBe(TimeValueEditor)
    expect(resolveValueEditor(undefined)).toBe(TextValueEditor)
  })
  it('uses a dictionary select for a field with a dictionary or options', () => {
    expect(resolveValueEditor({ value: 'a', text: 'A', type: 'list', dictCode: 'sex' })).toBe(DictValueEditor)
    expect(resolveValueEditor({ value: 'a', text: 'A', options: [] })).toBe(DictValueEditor)
  })
  it('uses the tree select for a tree dictionary field', () => {
    const field = { value: 'depart', text: '部门', type: 'sel_tree', dictCode: 'sys_depart,depart_name,id' }
    expect(resolveValueEditor(field)).toBe(TreeValueEditor)
  })
  it('prefers an editor the app registered for the type, even over a dictionary', () => {
    const field = { value: 'a', text: 'A', type: 'sel_user', dictCode: 'sys_user,realname,username' }
    expect(resolveValueEditor(field, { sel_user: UserPicker })).toBe(UserPicker)
  })
})
