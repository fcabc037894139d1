/** Spec §5: a tree select's condition must be a JSON string. */
export const TREE_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!'

/** Null when the condition is empty or a JSON object string, else the message to show. */
export function treeConditionError(condition: string | undefined): string | null {
  if (!condition) return null
  try {
    const parsed: unknown = JSON.parse(condition)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : TREE_CONDITION_ERROR
  } catch {
    return TREE_CONDITION_ERROR
  }
}

export interface TreeDictSource {
  /** `table,text,code`, e.g. `sys_depart,depart_name,id`. */
  dict: string
  /** The column holding the parent key (default parent_id). */
  pidField?: string
  hasChildField?: string
  condition?: string
}

/** The loadTreeData parameters for the children of `pid` ('' for the roots). */
export function treeDataParams(
  { dict, pidField = 'parent_id', hasChildField = '', condition = '' }: TreeDictSource,
  pid: string,
) {
  const [tableName = '', text = '', code = ''] = dict.split(',')
  return { pid, pidField, hasChildField, tableName, text, code, condition }
}
