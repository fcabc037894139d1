/** A JeecgBoot reply envelope as the mocks send it: 操作成功！ or 操作失败 unless told, code 200 (or `successCode`) or 500. */
export const mockEnvelope = (
  success: boolean,
  result: unknown,
  message = success ? '操作成功！' : '操作失败',
  successCode = 200,
) => ({
  success,
  message,
  code: success ? successCode : 500,
  result,
  timestamp: Date.now(),
})
