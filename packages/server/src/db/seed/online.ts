import { count, isNotNull, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { onlCgreportHead, onlCgreportItem, onlCgreportParam, sysCategory, sysCheckRule } from '../schema'
import { CATEGORY_TREE, type CategorySeed, codeSegment } from './categories'
import { CHECK_RULES } from './check-rules'
import { seedDesignedReports } from './designed-reports'
import { REPORTS } from './reports'

async function isEmpty(db: Db, table: PgTable, where?: SQL): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(table).where(where)
  return Number(rows[0]?.n ?? 0) === 0
}

async function seedCategories(db: Db, now: Date): Promise<void> {
  const rows: (typeof sysCategory.$inferInsert)[] = []
  const visit = (node: CategorySeed, index: number, parent: { id: string; code: string } | null) => {
    const code = `${parent?.code ?? ''}${codeSegment(index)}`
    const id = seedId(`category:${code}`)
    rows.push({
      id,
      pid: parent?.id ?? '0',
      name: node.name,
      code,
      hasChild: node.children?.length ? '1' : '0',
      sysOrgCode: 'A01',
      createBy: 'admin',
      createTime: now,
    })
    node.children?.forEach((child, childIndex) => {
      visit(child, childIndex, { id, code })
    })
  }
  CATEGORY_TREE.forEach((node, index) => {
    visit(node, index, null)
  })
  await db.insert(sysCategory).values(rows).onConflictDoNothing()
}

async function seedCheckRules(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysCheckRule)
    .values(
      CHECK_RULES.map((rule) => ({
        id: seedId(`check-rule:${rule.code}`),
        ruleCode: rule.code,
        ruleName: rule.name,
        ruleDescription: rule.description,
        ruleJson: JSON.stringify(rule.steps),
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}

async function seedReports(db: Db, now: Date): Promise<void> {
  for (const report of REPORTS) {
    const headId = seedId(`report:${report.code}`)
    await db
      .insert(onlCgreportHead)
      .values({
        id: headId,
        code: report.code,
        name: report.name,
        content: report.content,
        perms: report.perms,
        cgrSql: report.sql,
        createBy: 'admin',
        createTime: now,
      })
      .onConflictDoNothing()
    await db
      .insert(onlCgreportItem)
      .values(
        report.items.map((item, index) => ({
          id: seedId(`report:${report.code}:item:${item.field}`),
          cgrheadId: headId,
          fieldName: item.field,
          fieldTxt: item.label,
          fieldType: item.type ?? 'String',
          dictCode: item.dictCode ?? null,
          isShow: item.show === false ? 0 : 1,
          isQuery: item.query ? 1 : 0,
          queryMode: item.query ?? 'single',
          orderNum: index + 1,
          createBy: 'admin',
          createTime: now,
        })),
      )
      .onConflictDoNothing()
    await db
      .insert(onlCgreportParam)
      .values(
        report.params.map((param, index) => ({
          id: seedId(`report:${report.code}:param:${param.name}`),
          cgrheadId: headId,
          paramName: param.name,
          paramTxt: param.label,
          defaultValue: param.defaultValue,
          orderNum: index + 1,
          createBy: 'admin',
          createTime: now,
        })),
      )
      .onConflictDoNothing()
  }
}

/**
 * Categories, coding rules and online reports (SQL ones, and the designed demo reports while none is designed): seeded into each table while it is empty, so a database created
 * before these tables existed gets them on its next start, and an administrator's later edits are kept.
 */
export async function seedOnlineData(db: Db, now: Date): Promise<void> {
  if (await isEmpty(db, sysCategory)) await seedCategories(db, now)
  if (await isEmpty(db, sysCheckRule)) await seedCheckRules(db, now)
  if (await isEmpty(db, onlCgreportHead)) await seedReports(db, now)
  if (await isEmpty(db, onlCgreportHead, isNotNull(onlCgreportHead.design))) await seedDesignedReports(db)
}
