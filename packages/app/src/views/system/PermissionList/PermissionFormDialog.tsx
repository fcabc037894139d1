import type { SysPermissionTree } from '@portico/contract'
import { useMemo } from 'react'
import { FormDialog } from '../../../components/form/FormDialog'
import type { FieldOption, FieldSpec, FormValues } from '../../../components/form/fieldSpec'
import { type EntityFormProps, useEntityForm } from '../../../components/form/useEntityForm'
import { IconField } from './IconField'
import { MENU_TYPE_TEXT, type PermissionDraft } from './permission.types'

const YES_NO: FieldOption[] = [
  { value: '1', text: '是' },
  { value: '0', text: '否' },
]
const isMenu = (values: FormValues) => values.menuType !== '2'
const isButton = (values: FormValues) => values.menuType === '2'

/** Menus (not buttons) as options, indented by depth, leaving out `exceptId` and what lies under it. */
function parentOptions(tree: SysPermissionTree[], exceptId?: string): FieldOption[] {
  const options: FieldOption[] = []
  const visit = (nodes: SysPermissionTree[], depth: number) => {
    for (const node of nodes) {
      if (node.menuType === 2 || node.id === exceptId) continue
      options.push({ value: node.id, text: `${'\u3000'.repeat(depth)}${node.name}` })
      visit(node.children ?? [], depth + 1)
    }
  }
  visit(tree, 0)
  return options
}

function fieldsFor(parents: FieldOption[]): FieldSpec[] {
  return [
    {
      name: 'menuType',
      label: '菜单类型',
      kind: 'select',
      options: MENU_TYPE_TEXT.map((text, value) => ({ value: String(value), text })),
      rules: [{ required: true, message: '请选择菜单类型!' }],
    },
    {
      name: 'name',
      label: '名称',
      kind: 'text',
      rules: [
        { required: true, message: '请输入名称!' },
        { validate: (v) => (v.trim().length > 100 ? '名称不能超过100个字符' : undefined), message: '' },
      ],
    },
    {
      name: 'parentId',
      label: '上级菜单',
      kind: 'select',
      options: parents,
      visible: (values) => values.menuType !== '0',
      rules: [{ required: true, message: '请选择上级菜单!' }],
    },
    {
      name: 'url',
      label: '菜单路径',
      kind: 'text',
      placeholder: '如 /isystem/user，外部链接写 http(s) 地址',
      visible: isMenu,
      rules: [
        { required: true, message: '请输入菜单路径!' },
        {
          pattern: /^(\/[\w\-/:.]*|https?:\/\/\S+|\{\{.+\}\}.*)$/,
          message: '菜单路径须以 / 开头，或是 http(s) 地址',
        },
      ],
    },
    {
      name: 'component',
      label: '前端组件',
      kind: 'text',
      placeholder: '如 system/UserList；目录填 layouts/RouteView',
      visible: isMenu,
      rules: [{ required: true, message: '请输入前端组件!' }],
    },
    { name: 'componentName', label: '组件名称', kind: 'text', visible: isMenu },
    {
      name: 'redirect',
      label: '默认跳转地址',
      kind: 'text',
      visible: (values) => values.menuType === '0',
    },
    {
      name: 'perms',
      label: '授权标识',
      kind: 'text',
      placeholder: '如 system:user:add',
      visible: isButton,
      rules: [
        { required: true, message: '请输入授权标识!' },
        { pattern: /^[A-Za-z0-9:_-]+$/, message: '授权标识只能包含字母、数字、冒号、下划线和短横线' },
      ],
    },
    {
      name: 'permsType',
      label: '授权策略',
      kind: 'select',
      visible: isButton,
      options: [
        { value: '1', text: '可见/可访问（无权限时隐藏）' },
        { value: '2', text: '可编辑（无权限时禁用）' },
      ],
    },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      visible: isButton,
      options: [
        { value: '1', text: '有效' },
        { value: '0', text: '无效' },
      ],
    },
    {
      name: 'icon',
      label: '菜单图标',
      kind: 'custom',
      visible: isMenu,
      render: (control) => <IconField {...control} />,
    },
    {
      name: 'sortNo',
      label: '排序',
      kind: 'text',
      rules: [{ pattern: /^-?\d{1,6}(\.\d+)?$/, message: '排序须为数字' }],
    },
    { name: 'route', label: '是否路由菜单', kind: 'select', options: YES_NO, visible: isMenu },
    { name: 'hidden', label: '隐藏路由', kind: 'select', options: YES_NO, visible: isMenu },
    { name: 'keepAlive', label: '缓存路由', kind: 'select', options: YES_NO, visible: isMenu },
    { name: 'alwaysShow', label: '聚合路由', kind: 'select', options: YES_NO, visible: isMenu },
    {
      name: 'internalOrExternal',
      label: '打开方式',
      kind: 'select',
      visible: isMenu,
      options: [
        { value: '0', text: '内部打开' },
        { value: '1', text: '外部打开' },
      ],
    },
    { name: 'description', label: '描述', kind: 'textarea' },
  ]
}

const flag = (value: boolean | undefined, fallback = false) => ((value ?? fallback) ? '1' : '0')

const toValues = (row: PermissionDraft): FormValues => ({
  id: row.id ?? '',
  menuType: String(row.menuType ?? 0),
  name: row.name ?? '',
  parentId: row.parentId ?? '',
  url: row.url ?? '',
  component: row.component ?? (row.menuType === 0 ? 'layouts/RouteView' : ''),
  componentName: row.componentName ?? '',
  redirect: row.redirect ?? '',
  perms: row.perms ?? '',
  permsType: row.permsType ?? '1',
  status: row.status ?? '1',
  icon: row.icon ?? '',
  sortNo: String(row.sortNo ?? 1),
  route: flag(row.route, true),
  hidden: flag(row.hidden),
  keepAlive: flag(row.keepAlive),
  alwaysShow: flag(row.alwaysShow),
  internalOrExternal: flag(row.internalOrExternal),
  description: row.description ?? '',
})

const toBody = (values: FormValues) => ({
  ...values,
  id: values.id || undefined,
  menuType: Number(values.menuType),
  parentId: values.menuType === '0' ? null : values.parentId || null,
  sortNo: Number(values.sortNo || 0),
  route: values.route === '1',
  hidden: values.hidden === '1',
  keepAlive: values.keepAlive === '1',
  alwaysShow: values.alwaysShow === '1',
  internalOrExternal: values.internalOrExternal === '1',
})

interface Props extends EntityFormProps<PermissionDraft> {
  tree: SysPermissionTree[]
}

/** Add or edit a menu (一级菜单 / 子菜单) or a button; which fields show depends on the type. */
export function PermissionFormDialog({ row, tree, onClose, onSaved }: Props) {
  const fields = useMemo(() => fieldsFor(parentOptions(tree, row?.id)), [tree, row?.id])
  const form = useEntityForm<PermissionDraft & { id: string }>({
    row: row as Partial<PermissionDraft & { id: string }> | null,
    fields,
    toValues,
    toBody,
    urls: { add: '/sys/permission/add', edit: '/sys/permission/edit' },
    savedMessage: { add: '添加成功！', edit: '修改成功！' },
    onSaved,
  })
  const what = MENU_TYPE_TEXT[row?.menuType ?? 0]
  const title = form.editing
    ? `编辑${what}`
    : row?.parentName
      ? `添加${what} - ${row.parentName}`
      : `添加${what}`
  return (
    <FormDialog
      open={row !== null}
      title={title}
      label="菜单"
      fields={fields}
      form={form}
      width={900}
      onClose={onClose}
    />
  )
}
