import { useCallback, useEffect, useState } from 'react'
import type { LazyTreeNode } from './LazyTreeSelect.types'

/**
 * A lazy tree's levels, loaded as branches open: the first (under `rootKey`) at once unless `enabled` is false,
 * all again whenever `load` changes. `load` answers a level's nodes, or nothing when it failed (and said so).
 */
export function useLazyLevels<N extends LazyTreeNode>(
  load: (parent: string) => Promise<N[] | undefined>,
  rootKey: string,
  enabled: boolean,
) {
  const [children, setChildren] = useState<Record<string, N[]>>({})

  const loadLevel = useCallback(
    async (parent: string) => {
      const nodes = await load(parent)
      if (nodes) setChildren((loaded) => ({ ...loaded, [parent]: nodes }))
    },
    [load],
  )

  useEffect(() => {
    setChildren({})
    if (enabled) void loadLevel(rootKey)
  }, [enabled, loadLevel, rootKey])

  return {
    roots: children[rootKey],
    childrenOf: (key: string) => children[key],
    onOpenBranch: (key: string) => {
      if (!children[key]) void loadLevel(key)
    },
  }
}
