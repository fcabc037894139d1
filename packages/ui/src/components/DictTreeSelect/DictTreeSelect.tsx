import { controlPropsOf } from '../../types/controlProps'
import { LazyTreeSelect } from '../LazyTreeSelect/LazyTreeSelect'
import type { DictTreeSelectProps } from './DictTreeSelect.types'
import { useDictTreeSelect } from './useDictTreeSelect'

/**
 * A node picked from a table tree (JTreeSelect): levels load from loadTreeData as they open, at most 400px high.
 * A condition that is not a JSON string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function DictTreeSelect(props: DictTreeSelectProps) {
  const { value, onChange, placeholder } = props
  const state = useDictTreeSelect(props)
  return (
    <LazyTreeSelect
      {...state.tree}
      selectedKeys={value ? [value] : []}
      onSelect={(node) => {
        state.choose(node)
        onChange?.(node.key)
      }}
      placeholder={placeholder}
      {...controlPropsOf(props)}
    />
  )
}
