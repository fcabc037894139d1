import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import { CUSTOMS_PERMS, type DeclarableOutBatch } from '../logistics/customs'

/** 三单对碰 of one declaration, as /check answers it and a refused /submit lists it. */
export interface DeclarationCheck {
  id: string
  declarationNo: string
  problems: string[]
}

/** What an .xlsx import answers: the counts, and the file of the refused rows when some were. */
export interface ImportOutcome {
  totalCount: number
  successCount: number
  errorCount: number
  msg?: string
  fileUrl?: string
  fileName?: string
}

const tags = ['customs']
const ids = { ...schema.array(schema.string()), minItems: 1, maxItems: 1000 } as const
const note = { type: ['string', 'null'], maxLength: 300 } as const

/** 报关管理's workflow besides each resource's routes: data batches, 三单对碰, submission, inspections. */
export const customsActions = {
  outBatches: defineAction({
    method: 'GET',
    path: '/customs/dataBatch/outBatches',
    permission: CUSTOMS_PERMS.createBatch,
    summary: 'Out-stored outbound batches none of whose parcels is declared yet, newest first',
    tags,
    result: returns<DeclarableOutBatch[]>(),
  }),
  createBatch: defineAction({
    method: 'POST',
    path: '/customs/dataBatch/create',
    permission: CUSTOMS_PERMS.createBatch,
    summary: 'One data batch from out-stored outbound batches of one channel: a declaration per parcel',
    tags,
    body: schema.object(
      {
        outBatchIds: ids,
        customsMode: schema.string({ enum: ['9610', '9710', '9810', '1210'] }),
        remark: note,
      },
      ['outBatchIds', 'customsMode'],
    ),
    result: returns<{ id: string; batchNo: string; declarationCount: number }>(),
  }),
  declarationFile: defineAction({
    method: 'GET',
    path: '/customs/dataBatch/exportDeclarationFile',
    permission: CUSTOMS_PERMS.exportFile,
    summary: 'The batch declaration file (.xlsx, one row per goods line, single-window layout)',
    tags,
    query: schema.object({ id: schema.string() }, ['id']),
  }),
  check: defineAction({
    method: 'POST',
    path: '/customs/declaration/check',
    permission: CUSTOMS_PERMS.check,
    summary: '三单对碰 of declarations: each one with its problems',
    tags,
    body: schema.object({ ids }, ['ids']),
    result: returns<DeclarationCheck[]>(),
  }),
  submit: defineAction({
    method: 'POST',
    path: '/customs/declaration/submit',
    permission: CUSTOMS_PERMS.submit,
    summary:
      'Submits declarations (all or none): refused while any fails 三单对碰 (the refusal lists the failing checks)',
    tags,
    body: schema.object({ ids }, ['ids']),
    result: returns<number>(),
  }),
  inspect: defineAction({
    method: 'POST',
    path: '/customs/declaration/inspect',
    permission: CUSTOMS_PERMS.inspect,
    summary: '布控查验: submitted declarations selected for inspection',
    tags,
    body: schema.object({ ids, note }, ['ids']),
    result: returns<number>(),
  }),
  importResponse: defineAction({
    method: 'POST',
    path: '/customs/declaration/importResponse',
    permission: CUSTOMS_PERMS.importResponse,
    summary:
      'Multipart .xlsx customs response (清单编号 / 运单号, 回执代码 800|100|500, 回执信息); per-row errors',
    tags,
    result: returns<ImportOutcome>(),
  }),
  inspectionResult: defineAction({
    method: 'POST',
    path: '/customs/inspection/result',
    permission: CUSTOMS_PERMS.inspectionResult,
    summary: 'Records an inspection outcome: RELEASE, HOLD (parcel on hold) or RETURN (parcel returned)',
    tags,
    body: schema.object({ id: schema.string(), result: schema.string(), note }, ['id', 'result']),
    result: returns<null>(),
  }),
}
