import type { SelectionColumn } from '../SelectionModal/SelectionModal.types'
import type { PickerUser } from './UserByDepartPicker.types'

/** Spec §3: sex 1 = 男, 2 = 女; anything else shown as it is. */
export function sexText(sex: unknown): string {
  if (sex === 1 || sex === '1') return '男'
  if (sex === 2 || sex === '2') return '女'
  return sex == null ? '' : String(sex)
}

export const USER_BY_DEPART_COLUMNS: SelectionColumn<PickerUser>[] = [
  { key: 'username', title: '用户账号' },
  { key: 'realname', title: '用户姓名' },
  { key: 'sex', title: '性别', render: (user) => sexText(user.sex) },
  { key: 'phone', title: '手机' },
  { key: 'birthday', title: '生日' },
  { key: 'orgCodeTxt', title: '部门' },
]
