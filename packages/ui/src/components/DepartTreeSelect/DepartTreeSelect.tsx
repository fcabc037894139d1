import { OrganizationRegular } from '@fluentui/react-icons'
import type { SysDepartTreeNode } from '@portico/contract'
import { useState } from 'react'
import { PickerField } from '../PickerField/PickerField'
import { usePickedRows } from '../PickerField/usePickedRows'
import { DepartSelectModal } from './DepartSelectModal'
import type { DepartTreeSelectProps } from './DepartTreeSelect.types'
import { flattenTree } from './departTreeRules'
import { useDepartTree } from './useDepartTree'

/**
 * A department field (JSelectDepart): the chosen names, and 选择部门 opening the 500-wide tree modal. The value is
 * the departments' ids (or org codes) joined by commas; names of a stored value come from the same tree.
 */
export function DepartTreeSelect(props: DepartTreeSelectProps) {
  const {
    value,
    onChange,
    separator = ',',
    multiple = false,
    returnField = 'id',
    modalWidth = 500,
    placeholder = '请点击选择部门',
    ...control
  } = props
  const [open, setOpen] = useState(false)
  const tree = useDepartTree(open || Boolean(value))
  const storedOf = (node: SysDepartTreeNode) => (returnField === 'orgCode' ? node.orgCode : node.id)
  const picked = usePickedRows<SysDepartTreeNode>({
    value,
    separator,
    storedOf,
    display: (node) => node.departName,
    resolve: tree.loaded
      ? async (values) => flattenTree(tree.nodes).filter((n) => values.includes(storedOf(n)))
      : undefined,
  })

  const report = (rows: SysDepartTreeNode[]) => {
    picked.remember(rows)
    onChange?.(rows.map(storedOf).join(separator), rows)
  }

  return (
    <>
      <PickerField
        {...control}
        text={picked.text}
        placeholder={placeholder}
        buttonText="选择部门"
        buttonIcon={<OrganizationRegular />}
        loading={Boolean(value) && (tree.loading || picked.loading)}
        onOpen={() => setOpen(true)}
        onClear={() => report([])}
      />
      <DepartSelectModal
        open={open}
        multiple={multiple}
        width={modalWidth}
        tree={tree}
        // Ids are the tree's keys already; org codes need the tree.
        initialKeys={returnField === 'id' ? picked.values : picked.rows.map((node) => node.key)}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false)
          report(rows)
        }}
      />
    </>
  )
}
