/** The 报关 workflow endpoints (besides each resource's list/edit routes). */
export const CUSTOMS_URLS = {
  outBatches: '/customs/dataBatch/outBatches',
  createBatch: '/customs/dataBatch/create',
  declarationFile: '/customs/dataBatch/exportDeclarationFile',
  check: '/customs/declaration/check',
  submit: '/customs/declaration/submit',
  inspect: '/customs/declaration/inspect',
  importResponse: '/customs/declaration/importResponse',
  inspectionResult: '/customs/inspection/result',
} as const

/** 三单对碰 of one declaration, as /check and a refused /submit answer it. */
export interface DeclarationCheck {
  id: string
  declarationNo: string
  problems: string[]
}
