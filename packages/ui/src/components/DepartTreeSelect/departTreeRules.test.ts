import { describe, expect, it } from 'vitest'
import { MOCK_DEPART_TREE } from '../../mocks/pickerFixtures'
import { branchKeys, filterTree, flattenTree, nodesOf } from './departTreeRules'

const titles = (nodes: { title: string; children: unknown }[]): unknown[] =>
  nodes.map((n) => (Array.isArray(n.children) ? [n.title, titles(n.children)] : n.title))

describe('department tree rules', () => {
  it('flattens parents first and lists the branches', () => {
    expect(flattenTree(MOCK_DEPART_TREE).map((n) => n.key)).toEqual(['d1', 'd11', 'd2', 'd21', 'd22', 'd3'])
    expect(branchKeys(MOCK_DEPART_TREE)).toEqual(['d1', 'd2'])
  })

  it('keeps matches with the parents leading to them', () => {
    expect(titles(filterTree(MOCK_DEPART_TREE, '仓'))).toEqual([['海外仓储部', ['洛杉矶仓', '法兰克福仓']]])
    expect(titles(filterTree(MOCK_DEPART_TREE, '法兰'))).toEqual([['海外仓储部', ['法兰克福仓']]])
    expect(titles(filterTree(MOCK_DEPART_TREE, '客服'))).toEqual([['总部运营部', ['客服中心']]])
    expect(filterTree(MOCK_DEPART_TREE, '不存在')).toEqual([])
    expect(filterTree(MOCK_DEPART_TREE, '  ')).toBe(MOCK_DEPART_TREE)
  })

  it('finds nodes by key in the order asked', () => {
    expect(nodesOf(MOCK_DEPART_TREE, ['d22', 'zz', 'd1']).map((n) => n.title)).toEqual([
      '法兰克福仓',
      '总部运营部',
    ])
  })
})
