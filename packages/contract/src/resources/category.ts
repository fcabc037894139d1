import { defineResource } from '../resource/defineResource'

/**
 * 分类字典 (JeecgBoot sys_category): a tree whose codes grow by one segment per level (A01 → A01A01); a code left
 * blank is generated under the parent's. Any signed-in user reads it (category pickers); 编辑 adds and edits, and
 * deleting a node takes everything below it.
 */
export const categoryResource = defineResource({
  baseUrl: '/sys/category',
  permission: 'system:category',
  permissionCodes: {
    list: 'authenticated',
    add: 'system:category:edit',
    deleteBatch: 'system:category:delete',
  },
  title: '分类',
  measureWord: '个',
  table: 'sys_category',
  labelField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  tree: { parentField: 'pid', hasChildField: 'hasChild', rootValue: '0', deleteWithChildren: 'cascade' },
  capabilities: { import: false, export: false },
  fields: {
    name: {
      label: '类型名称',
      kind: 'text',
      required: '请输入类型名称!',
      maxLength: 100,
      search: 'eq',
      sortable: true,
      list: { width: 300 },
    },
    code: {
      label: '类型编码',
      kind: 'text',
      maxLength: 100,
      rules: [{ pattern: '^[A-Za-z0-9]{1,100}$', message: '类型编码只能包含字母和数字' }],
      search: 'eq',
      sortable: true,
      list: { width: 200 },
    },
    pid: { label: '上级分类', kind: 'text', list: false, form: false },
    hasChild: { label: '有下级', kind: 'text', system: true, list: false },
    createBy: { label: '创建人', kind: 'text', system: true, list: { width: 100 } },
    createTime: { label: '创建时间', kind: 'datetime', system: true, sortable: true, list: { width: 170 } },
  },
})
