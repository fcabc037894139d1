import type { SysDepartTreeNode, SysRole } from '@portico/contract'
import type { FieldOption } from '../../../components/form/fieldSpec'
import type { UserFormSource } from '../../system/UserList/UserFormDialog'

/** Each department as an option named by its path (深圳云帆 / 运营部), parents first. */
function departOptions(nodes: SysDepartTreeNode[], path: string[] = []): FieldOption[] {
  return nodes.flatMap((node) => {
    const names = [...path, node.departName]
    return [{ value: node.id, text: names.join(' / ') }, ...departOptions(node.children ?? [], names)]
  })
}

/** The user form of 客户用户: the customer's roles and departments only; saves carry the customer's tenant id. */
export function customerUserSource(tenantId: string): UserFormSource {
  return {
    add: '/customer/user/add',
    edit: '/customer/user/edit',
    extra: { tenantId },
    async load(http, userId) {
      const [options, links] = await Promise.all([
        http.get<{ roles: SysRole[]; departs: SysDepartTreeNode[] }>('/customer/user/formOptions', {
          tenantId,
        }),
        userId
          ? http.get<{ roleIds: string[]; departIds: string[] }>('/customer/user/queryUserLinks', {
              id: userId,
            })
          : null,
      ])
      if (!options.success) throw new Error(options.message)
      return {
        roles: (options.result?.roles ?? []).map((role) => ({ value: role.id, text: role.roleName })),
        departs: departOptions(options.result?.departs ?? []),
        roleIds: links?.result?.roleIds ?? [],
        departIds: links?.result?.departIds ?? [],
      }
    },
  }
}
