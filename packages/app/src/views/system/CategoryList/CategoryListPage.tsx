import { categoryResource, type SysCategory } from '@portico/contract'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ResourcePage } from '../../../components/ResourcePage'
import { type CategoryDraft, CategoryFormDialog } from './CategoryFormDialog'

type Row = SysCategory & Record<string, unknown>

/** A child starts under its parent, whose code prefixes its own (the dialog checks it and names the parent). */
const childDraft = (parent: Row): Partial<Row> => ({
  pid: parent.id,
  parentName: parent.name,
  parentCode: parent.code,
})

const CategoryForm = (props: EntityFormProps<Row>) => (
  <CategoryFormDialog {...(props as EntityFormProps<CategoryDraft & { id: string }>)} />
)

/** 分类字典: the category tree, roots paged, a node's children loaded when it opens; add a root or a child, edit, delete. */
export default function CategoryListPage() {
  return (
    <ResourcePage<Row>
      resource={categoryResource}
      addLabel="添加分类"
      form={CategoryForm}
      childDraft={childDraft}
      actionsWidth={220}
      emptyText="暂无分类"
    />
  )
}
