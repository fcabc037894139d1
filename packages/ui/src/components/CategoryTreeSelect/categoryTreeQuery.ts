import { TREE_CONDITION_ERROR, treeConditionError } from '../DictTreeSelect/treeDictQuery'

export { TREE_CONDITION_ERROR, treeConditionError }

/** Category ids held in a value (comma separated, blanks dropped). */
export const categoryIds = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

export interface CategoryRequest {
  /** Which endpoint: the roots by code, the children of a node, or either filtered by a condition. */
  endpoint: 'categoryLoadTreeRoot' | 'categoryLoadTreeChildren' | 'categoryLoadTreeData'
  params: Record<string, string | boolean>
}

/**
 * The request for one level ('' = the first level): without a condition loadTreeRoot (async, by pcode) and
 * loadTreeChildren (pid); with one, loadTreeData (pcode '0' for the roots, or pid) carrying it.
 */
export function categoryLevelRequest(parent: string, pcode = '', condition = ''): CategoryRequest {
  if (condition) {
    return {
      endpoint: 'categoryLoadTreeData',
      params: parent ? { pid: parent, condition } : { pcode: pcode || '0', condition },
    }
  }
  return parent
    ? { endpoint: 'categoryLoadTreeChildren', params: { pid: parent } }
    : { endpoint: 'categoryLoadTreeRoot', params: { async: true, pcode } }
}
