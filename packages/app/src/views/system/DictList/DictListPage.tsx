import { ArrowSync20Regular, Delete20Regular } from '@fluentui/react-icons'
import type { DictOption } from '@portico/contract'
import { dictResource, type ResourceRecordOf } from '@portico/contract'
import { useDictCache, useHttp, useNotify, usePermissions } from '@portico/ui'
import { useMemo, useRef, useState } from 'react'
import type { ListPageContext, RowAction, ToolbarAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { DictItemsDrawer } from './DictItemsDrawer'
import { DictRecycleBinDialog } from './DictRecycleBinDialog'

type Dict = ResourceRecordOf<typeof dictResource>

/** 数据字典: dictionaries (a declared resource), each one's items in 字典配置, 刷新缓存 and the recycle bin. */
export default function DictListPage() {
  const http = useHttp()
  const notify = useNotify()
  const dictCache = useDictCache()
  const permissions = usePermissions()
  const [itemsOf, setItemsOf] = useState<Dict | null>(null)
  const [binOpen, setBinOpen] = useState(false)
  const context = useRef<ListPageContext<Dict> | null>(null)

  const rowActions = useMemo<RowAction<Dict>[]>(
    () => [{ key: 'items', permission: 'list', label: '字典配置', run: (dict) => setItemsOf(dict) }],
    [],
  )
  const toolbarActions = useMemo<ToolbarAction<Dict>[]>(
    () => [
      {
        key: 'refresh',
        permission: 'list',
        label: '刷新缓存',
        icon: <ArrowSync20Regular />,
        run: async () => {
          const refreshed = await http.get('/sys/dict/refleshCache')
          const all = refreshed.success
            ? await http.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems')
            : refreshed
          if (!all.success || !all.result) return notify.warning(all.message || '刷新缓存失败')
          dictCache.clear()
          dictCache.storeAll(all.result as Record<string, DictOption[]>)
          notify.success('刷新缓存完成！')
        },
      },
      {
        key: 'recycle',
        permission: 'delete',
        label: '回收站',
        icon: <Delete20Regular />,
        run: (ctx) => {
          context.current = ctx
          setBinOpen(true)
        },
      },
    ],
    [http, notify, dictCache],
  )

  return (
    <>
      <ResourcePage<Dict>
        resource={dictResource}
        actionsWidth={210}
        rowActions={rowActions}
        toolbarActions={toolbarActions}
      />
      <DictItemsDrawer
        dict={itemsOf}
        canEdit={permissions.allows(dictResource.perms.edit)}
        onClose={() => setItemsOf(null)}
      />
      <DictRecycleBinDialog
        open={binOpen}
        onClose={() => setBinOpen(false)}
        onRestored={() => void context.current?.list.reload()}
      />
    </>
  )
}
