import type { CgReportQueryItem } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import {
  clearedPopupFields,
  datetimeInputValue,
  datetimeQueryValue,
  initialQueryValues,
  mapPopupFields,
  POPUP_CONFIG_MISMATCH,
  POPUP_CONFIG_REQUIRED,
  POPUP_REPORT_WIDTH,
  POPUP_SELECT_ONE,
  popupColumns,
  popupConfigError,
  popupConfirmError,
  popupDataParams,
  popupDictText,
  popupGroupKey,
  popupRowKey,
  queryKeysOf,
} from './popupReportRules'

const lina = { id: 'u4', username: 'lina', realname: '李娜', sex: 2, phone: null }
const zhang = { id: 'u2', username: 'zhangwei', realname: '张伟', sex: 1, phone: '13812345601' }

describe('popup report rules', () => {
  it('is 1200 wide and keys a row by its values run together, cut to 50 characters', () => {
    expect(POPUP_REPORT_WIDTH).toBe(1200)
    expect(popupRowKey(lina)).toBe('u4lina李娜2null')
    const long = { a: 'x'.repeat(30), b: 'y'.repeat(30), c: 'z' }
    expect(popupRowKey(long)).toBe(`${'x'.repeat(30)}${'y'.repeat(20)}`)
    expect(popupRowKey(long)).toHaveLength(50)
    // Rows alike in their first 50 characters share a key, as in JeecgBoot.
    expect(popupRowKey({ ...long, c: 'other' })).toBe(popupRowKey(long))
  })

  it('needs code, orgFields and destFields, with as many fields each', () => {
    const ok = { code: 'report_user', orgFields: 'username,realname', destFields: 'owner,ownerName' }
    expect(popupConfigError(ok)).toBeUndefined()
    expect(POPUP_CONFIG_REQUIRED).toBe('popup参数未正确配置!')
    expect(popupConfigError({ ...ok, code: '' })).toBe(POPUP_CONFIG_REQUIRED)
    expect(popupConfigError({ ...ok, orgFields: undefined })).toBe(POPUP_CONFIG_REQUIRED)
    expect(popupConfigError({ ...ok, destFields: '' })).toBe(POPUP_CONFIG_REQUIRED)
    expect(POPUP_CONFIG_MISMATCH).toBe('popup参数未正确配置,原始值和目标值数量不一致!')
    expect(popupConfigError({ ...ok, destFields: 'owner' })).toBe(POPUP_CONFIG_MISMATCH)
    expect(popupConfigError({ ...ok, orgFields: 'username,realname,phone' })).toBe(POPUP_CONFIG_MISMATCH)
  })

  it('maps each dest field to its org field, joining several rows by commas', () => {
    const config = { orgFields: 'username,realname,phone', destFields: 'owner,ownerName,tel' }
    expect(mapPopupFields([lina], config)).toEqual({ owner: 'lina', ownerName: '李娜', tel: '' })
    expect(mapPopupFields([zhang, lina], config)).toEqual({
      owner: 'zhangwei,lina',
      ownerName: '张伟,李娜',
      tel: '13812345601,',
    })
    expect(mapPopupFields([lina], { orgFields: ' sex ', destFields: ' gender ' })).toEqual({ gender: '2' })
    expect(clearedPopupFields('owner,ownerName')).toEqual({ owner: '', ownerName: '' })
  })

  it('confirms one row, or several in multi mode; else 请选择一条记录', () => {
    expect(POPUP_SELECT_ONE).toBe('请选择一条记录')
    expect(popupConfirmError([], false)).toBe(POPUP_SELECT_ONE)
    expect(popupConfirmError([], true)).toBe(POPUP_SELECT_ONE)
    expect(popupConfirmError([lina, zhang], false)).toBe(POPUP_SELECT_ONE)
    expect(popupConfirmError([lina], false)).toBeUndefined()
    expect(popupConfirmError([lina, zhang], true)).toBeUndefined()
  })

  it('shows dictionary columns by their option texts', () => {
    const sex = [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]
    expect(popupDictText(sex, 2)).toBe('女')
    expect(popupDictText(sex, '1,2,9')).toBe('男,女,9')
    expect(popupDictText(undefined, 'x')).toBe('x')
    expect(popupDictText(sex, null)).toBe('')
    const [plain, dict] = popupColumns(
      [
        { title: '账号', dataIndex: 'username', align: 'center' },
        { title: '性别', dataIndex: 'sex', align: 'center', customRender: 'sex' },
      ],
      { sex },
    )
    expect(plain).toEqual({ key: 'username', title: '账号', align: 'center' })
    expect(dict.render?.(lina, 0)).toBe('女')
  })

  it('builds getData parameters: self_ params, non-empty query values of the report, the page', () => {
    const items: CgReportQueryItem[] = [
      { field: 'username', label: '账号', view: 'text', mode: 'single', hidden: '0' },
      { field: 'create_time', label: '创建时间', view: 'datetime', mode: 'group', hidden: '1' },
    ]
    expect(queryKeysOf(items[0])).toEqual(['username'])
    expect(queryKeysOf(items[1])).toEqual(['create_time_begin', 'create_time_end'])
    const values = {
      username: ' li ',
      create_time_begin: '2026-01-01 00:00:00',
      create_time_end: '',
      other: 'x',
    }
    expect(
      popupDataParams(items, values, { orgCode: 'A01', empty: '' }, { pageNo: 2, pageSize: 10 }),
    ).toEqual({
      self_orgCode: 'A01',
      username: 'li',
      create_time_begin: '2026-01-01 00:00:00',
      pageNo: 2,
      pageSize: 10,
    })
  })

  it('starts the query form from dynamic parameters named like single-mode items, quotes dropped', () => {
    const items: CgReportQueryItem[] = [
      { field: 'username', label: '账号', view: 'text', mode: 'single', hidden: '0' },
      { field: 'realname', label: '姓名', view: 'text', mode: 'single', hidden: '0' },
      { field: 'create_time', label: '创建时间', view: 'datetime', mode: 'group', hidden: '1' },
    ]
    expect(initialQueryValues(items, { username: "'lina'", create_time: 'x', orgCode: 'A01' })).toEqual({
      username: 'lina',
      realname: '',
    })
    expect(initialQueryValues(items, undefined)).toEqual({ username: '', realname: '' })
  })

  it('keys a group of popups by group, report and mapping; no group, no key', () => {
    const config = { code: 'report_user', field: 'owner', orgFields: 'username', destFields: 'owner' }
    expect(popupGroupKey('table-1', config)).toBe('table-1_report_user_owner_username_owner')
    expect(popupGroupKey(undefined, config)).toBeUndefined()
    expect(popupGroupKey('', config)).toBeUndefined()
  })

  it('sends datetime inputs as JeecgBoot date-times', () => {
    expect(datetimeQueryValue('2026-01-02T03:04')).toBe('2026-01-02 03:04:00')
    expect(datetimeQueryValue('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05')
    expect(datetimeQueryValue('')).toBe('')
    expect(datetimeInputValue('2026-01-02 03:04:05')).toBe('2026-01-02T03:04:05')
  })
})
