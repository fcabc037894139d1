import {
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components'
import { Add20Regular, Dismiss24Regular, Search20Regular } from '@fluentui/react-icons'
import type { Page, SysDictItem } from '@portico/contract'
import { DataTable, type DataTableColumn, Pagination } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { DictItemFormDialog } from './DictItemFormDialog'

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

export interface DictRow {
  id: string
  dictName: string
  dictCode: string
}

const STATUS = [
  { value: '', text: '全部' },
  { value: '1', text: '启用' },
  { value: '0', text: '不启用' },
]

function DictItems({ dict, canEdit }: { dict: DictRow; canEdit: boolean }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { confirm, dialog } = useConfirm()
  const [itemText, setItemText] = useState('')
  const [status, setStatus] = useState('')
  const [query, setQuery] = useState({ itemText: '', status: '', pageNo: 1, pageSize: 10 })
  const [page, setPage] = useState<Page<SysDictItem> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Partial<SysDictItem> | null>(null)

  const load = useCallback(async () => {
    const reply = await http.get<Page<SysDictItem>>('/sys/dictItem/list', {
      dictId: dict.id,
      itemText: query.itemText || undefined,
      status: query.status || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    })
    if (reply.success && reply.result) {
      setPage(reply.result)
      setError(null)
    } else setError(reply.message)
  }, [http, dict.id, query])
  useEffect(() => {
    void load()
  }, [load])

  const remove = (item: SysDictItem) =>
    confirm({
      content: `确定删除字典项「${item.itemText}」吗？`,
      onConfirm: async () => {
        const reply = await http.delete('/sys/dictItem/delete', { id: item.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await load()
      },
    })

  const columns: DataTableColumn<SysDictItem>[] = [
    { key: 'itemText', title: '名称', width: 160 },
    { key: 'itemValue', title: '数据值', width: 120 },
    { key: 'description', title: '描述', width: 160, ellipsis: true },
    { key: 'sortOrder', title: '排序', width: 60, align: 'right' },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (item) => (
        <Badge appearance="tint" color={item.status === 1 ? 'success' : 'subtle'}>
          {item.status === 1 ? '启用' : '不启用'}
        </Badge>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            fixed: 'right' as const,
            width: 120,
            render: (item: SysDictItem) => (
              <span className={styles.actions}>
                <Button
                  size="small"
                  appearance="subtle"
                  aria-label={`编辑 ${item.itemText}`}
                  onClick={() => setEditing(item)}
                >
                  编辑
                </Button>
                <Button
                  size="small"
                  appearance="subtle"
                  aria-label={`删除 ${item.itemText}`}
                  onClick={() => remove(item)}
                >
                  删除
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ]

  return (
    <>
      <form
        className={styles.tools}
        onSubmit={(event) => {
          event.preventDefault()
          setQuery((q) => ({ ...q, itemText: itemText.trim(), status, pageNo: 1 }))
        }}
      >
        <Input
          aria-label="名称"
          placeholder="名称"
          contentBefore={<Search20Regular />}
          value={itemText}
          onChange={(_, data) => setItemText(data.value)}
        />
        <Dropdown
          aria-label="状态"
          value={STATUS.find((s) => s.value === status)?.text ?? '全部'}
          selectedOptions={[status]}
          onOptionSelect={(_, data) => setStatus(data.optionValue ?? '')}
        >
          {STATUS.map((s) => (
            <Option key={s.value} value={s.value}>
              {s.text}
            </Option>
          ))}
        </Dropdown>
        <Button type="submit" appearance="primary">
          查询
        </Button>
        {canEdit && (
          <Button
            icon={<Add20Regular />}
            onClick={() => setEditing({ dictId: dict.id, sortOrder: (page?.total ?? 0) + 1, status: 1 })}
          >
            新增
          </Button>
        )}
      </form>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        aria-label={`${dict.dictName} 的字典项`}
        columns={columns}
        data={page?.records ?? []}
        rowKey="id"
        loading={page === null && !error}
        emptyText="暂无字典项"
      />
      <Pagination
        current={query.pageNo}
        pageSize={query.pageSize}
        total={page?.total ?? 0}
        onChange={(pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize }))}
      />
      <DictItemFormDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void load()
        }}
      />
      {dialog}
    </>
  )
}

/** 字典配置: the items of one dictionary (text, value, order, enabled), searched, added, edited and deleted. */
export function DictItemsDrawer({
  dict,
  canEdit,
  onClose,
}: {
  dict: DictRow | null
  canEdit: boolean
  onClose: () => void
}) {
  return (
    <OverlayDrawer
      position="end"
      size="large"
      open={dict !== null}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />
          }
        >
          字典配置{dict ? ` - ${dict.dictName}（${dict.dictCode}）` : ''}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{dict && <DictItems key={dict.id} dict={dict} canEdit={canEdit} />}</DrawerBody>
    </OverlayDrawer>
  )
}
