import { RESOURCES, resourceComponentOf } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { RENAMED_COMPONENTS } from '../../../server/src/db/seed/jeecg-views'
import { HOME_MENU, MENU_TREE, type MenuSeed } from '../../../server/src/db/seed/menus'
import { FOLDER_COMPONENTS } from '../navigation/menuRoutes'
import { isRegisteredView, viewFor } from './viewRegistry'
import { VIEWS_NOT_BUILT } from './viewsNotBuilt'

/** Every component string of the seeded back-office menus. */
function seededComponents(): string[] {
  const found = new Set<string>()
  const visit = (menu: MenuSeed) => {
    found.add(menu.component)
    menu.children?.forEach(visit)
  }
  ;[HOME_MENU, ...MENU_TREE].forEach(visit)
  return [...found].sort()
}

describe('seeded menu components', () => {
  it('each is a folder, a registered view or a view listed as not built yet', () => {
    const unresolved = seededComponents().filter(
      (c) => !FOLDER_COMPONENTS.has(c) && !isRegisteredView(c) && !VIEWS_NOT_BUILT.includes(c),
    )
    expect(unresolved).toEqual([])
  })

  it('lists as not built only views that really are not registered', () => {
    expect(VIEWS_NOT_BUILT.filter(isRegisteredView)).toEqual([])
  })

  it('opens 头像设置 (account/settings/AvatarSetting) in the account settings page', () => {
    expect(isRegisteredView('account/settings/AvatarSetting')).toBe(true)
    expect(VIEWS_NOT_BUILT).not.toContain('account/settings/AvatarSetting')
  })

  it("opens JeecgBoot's component name and the earlier seeds' name in the same view", () => {
    for (const [earlier, jeecg] of Object.entries(RENAMED_COMPONENTS)) {
      expect(viewFor(jeecg), jeecg).not.toBeNull()
      expect(viewFor(jeecg), jeecg).toBe(viewFor(earlier))
    }
  })

  it('opens a declared resource menu (resource:<table>) on its screen, with no view file', () => {
    const declared = RESOURCES.filter((resource) => resource.menu)
    expect(declared.map((resource) => resource.table)).toContain('transport_carrier')
    for (const resource of declared) {
      expect(seededComponents()).toContain(resourceComponentOf(resource))
      expect(viewFor(resourceComponentOf(resource)), resource.table).not.toBeNull()
    }
    expect(isRegisteredView('resource:no_such_table')).toBe(false)
    // A declared resource without a menu of its own keeps its hand-written screen.
    expect(isRegisteredView('resource:sys_position')).toBe(false)
  })
})
