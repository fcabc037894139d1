import type { Page } from '@portico/contract'
import { useState } from 'react'
import { useEndpoints, useHttp } from '../../provider/PorticoProvider'
import { DepartTree } from '../DepartTreeSelect/DepartTree'
import { useDepartTree } from '../DepartTreeSelect/useDepartTree'
import { SelectionModal } from '../SelectionModal/SelectionModal'
import type { FetchSelectionPage } from '../SelectionModal/SelectionModal.types'
import { toSelectionPage } from '../SelectionModal/selectionPage'
import type { PickerUser, UserByDepartModalProps } from './UserByDepartPicker.types'
import { USER_BY_DEPART_COLUMNS } from './userColumns'

interface Filters {
  departId?: string
}

/**
 * 根据部门选择用户 (JSelectUserByDepModal, width 1250): the department tree on the left, users on the right. With no
 * department, the paged user list (newest first); with one, that department's users and those of the departments
 * under it. The search matches a part of the real name.
 */
export function UserByDepartModal({
  open,
  multiple = true,
  width = 1250,
  initialSelection,
  onConfirm,
  onCancel,
}: UserByDepartModalProps) {
  const http = useHttp()
  const endpoints = useEndpoints()
  const tree = useDepartTree(open)
  const [departId, setDepartId] = useState<string>()
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setDepartId(undefined)
  }

  const fetchPage: FetchSelectionPage<PickerUser, Filters> = async ({
    pageNo,
    pageSize,
    keyword,
    filters,
  }) => {
    if (filters.departId) {
      const reply = await http.get<PickerUser[]>(endpoints.usersByDepart, {
        id: filters.departId,
        realname: keyword || undefined,
      })
      return toSelectionPage(reply, { pageNo, pageSize })
    }
    const reply = await http.get<Page<PickerUser>>(endpoints.userList, {
      realname: keyword ? `*${keyword}*` : undefined,
      column: 'createTime',
      order: 'desc',
      pageNo,
      pageSize,
    })
    return toSelectionPage(reply, { pageNo, pageSize })
  }

  return (
    <SelectionModal<PickerUser, Filters>
      open={open}
      title="根据部门选择用户"
      width={width}
      columns={USER_BY_DEPART_COLUMNS}
      rowKey="id"
      selectionMode={multiple ? 'multiple' : 'single'}
      initialSelection={initialSelection}
      fetchPage={fetchPage}
      filters={{ departId }}
      search={{ label: '用户姓名' }}
      onReset={() => setDepartId(undefined)}
      aside={
        <DepartTree
          aria-label="组织机构"
          tree={tree}
          mode="single"
          checkedKeys={departId ? [departId] : []}
          onToggle={(node, checked) => checked && setDepartId(node.key)}
        />
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
