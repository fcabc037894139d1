import { SHOPEE_ORDER_COLUMNS } from '@portico/contract'
import type { ExcelSheetSpec } from '../excel/sheet.types'

/** The columns of Shopee's order export (卖家中心 → 订单 → 导出) this import reads, matched by header title. */
export const SHOPEE_SHEET: ExcelSheetSpec = {
  title: 'Shopee订单',
  sheetName: 'orders',
  fileName: 'Shopee订单',
  key: 'shopee_order',
  columns: SHOPEE_ORDER_COLUMNS.map(({ title, field, required }) => ({ title, field, required })),
}

/** Shopee's markets: the Country column (code or English name) → ISO code and the currency its prices are in. */
export const SHOPEE_MARKETS: Record<string, { country: string; currency: string }> = {
  TW: { country: 'TW', currency: 'TWD' },
  TAIWAN: { country: 'TW', currency: 'TWD' },
  MY: { country: 'MY', currency: 'MYR' },
  MALAYSIA: { country: 'MY', currency: 'MYR' },
  SG: { country: 'SG', currency: 'SGD' },
  SINGAPORE: { country: 'SG', currency: 'SGD' },
  TH: { country: 'TH', currency: 'THB' },
  THAILAND: { country: 'TH', currency: 'THB' },
  PH: { country: 'PH', currency: 'PHP' },
  PHILIPPINES: { country: 'PH', currency: 'PHP' },
  VN: { country: 'VN', currency: 'VND' },
  VIETNAM: { country: 'VN', currency: 'VND' },
  ID: { country: 'ID', currency: 'IDR' },
  INDONESIA: { country: 'ID', currency: 'IDR' },
  BR: { country: 'BR', currency: 'BRL' },
  BRAZIL: { country: 'BR', currency: 'BRL' },
  MX: { country: 'MX', currency: 'MXN' },
  MEXICO: { country: 'MX', currency: 'MXN' },
}
