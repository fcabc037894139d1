import { PeopleRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useEndpoints, useHttp } from '../../provider/PorticoProvider'
import { PickerField } from '../PickerField/PickerField'
import { usePickedRows } from '../PickerField/usePickedRows'
import { fetchRowsByValues } from '../SelectionModal/selectionPage'
import { UserByDepartModal } from './UserByDepartModal'
import type { PickerUser, UserByDepartPickerProps } from './UserByDepartPicker.types'

/**
 * Users picked by department (JSelectUserByDep): the chosen real names, and 选择用户 opening the 1250-wide modal.
 * The value holds the users' usernames (or ids with `returnId`) joined by commas; `onChange` also gets the rows,
 * each with both.
 */
export function UserByDepartPicker(props: UserByDepartPickerProps) {
  const {
    value,
    onChange,
    separator = ',',
    multiple = true,
    returnId = false,
    modalWidth = 1250,
    placeholder = '请先选择用户',
    ...control
  } = props
  const http = useHttp()
  const { userList } = useEndpoints()
  const [open, setOpen] = useState(false)
  const store = returnId ? 'id' : 'username'
  const picked = usePickedRows<PickerUser>({
    value,
    separator,
    storedOf: (user) => String(user[store]),
    display: (user) => user.realname,
    resolve: (values) => fetchRowsByValues<PickerUser>(http, userList, store, values),
  })

  const report = (rows: PickerUser[]) => {
    picked.remember(rows)
    onChange?.(rows.map((user) => String(user[store])).join(separator), rows)
  }

  return (
    <>
      <PickerField
        {...control}
        text={picked.text}
        placeholder={placeholder}
        buttonText="选择用户"
        buttonIcon={<PeopleRegular />}
        loading={picked.loading}
        onOpen={() => setOpen(true)}
        onClear={() => report([])}
      />
      <UserByDepartModal
        open={open}
        multiple={multiple}
        width={modalWidth}
        initialSelection={picked.rows}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false)
          report(rows)
        }}
      />
    </>
  )
}
