import { controlPropsOf } from '../../types/controlProps'
import { LazyTreeSelect } from '../LazyTreeSelect/LazyTreeSelect'
import type { CategoryTreeSelectProps } from './CategoryTreeSelect.types'
import { useCategoryTreeSelect } from './useCategoryTreeSelect'

/**
 * A category (分类字典, JCategorySelect / JTreeDict) picked from the tree below `pcode`: the first level from
 * loadTreeRoot, children as branches open, one or several (`multiple`, ids joined by commas). A failed load shows
 * the server's message as an error toast (e.g. 该编码【x】不存在，请核实!); a condition that is not a JSON object
 * string shows 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function CategoryTreeSelect(props: CategoryTreeSelectProps) {
  const { onChange, multiple, placeholder } = props
  const state = useCategoryTreeSelect(props)
  return (
    <LazyTreeSelect
      {...state.tree}
      multiple={multiple}
      selectedKeys={state.ids}
      onSelect={(node, selected) => {
        state.remember(node)
        if (!multiple) return onChange?.(node.key)
        const rest = state.ids.filter((key) => key !== node.key)
        onChange?.((selected ? [...rest, node.key] : rest).join(','))
      }}
      placeholder={placeholder}
      {...controlPropsOf(props)}
    />
  )
}
