import type { ExcelSheetSpec } from '../excel/sheet.types'

/** The columns of Shopee's order export (卖家中心 → 订单 → 导出) this import reads, matched by header title. */
export const SHOPEE_SHEET: ExcelSheetSpec = {
  title: 'Shopee订单',
  sheetName: 'orders',
  fileName: 'Shopee订单',
  key: 'shopee_order',
  columns: [
    { title: 'Order ID', field: 'orderId', required: true },
    { title: 'Tracking Number*', field: 'trackingNo', required: true },
    { title: 'Shipping Option', field: 'shippingOption' },
    { title: 'Receiver Name', field: 'receiverName', required: true },
    { title: 'Phone Number', field: 'phone' },
    { title: 'Delivery Address', field: 'address', required: true },
    { title: 'Town', field: 'town' },
    { title: 'District', field: 'district' },
    { title: 'City', field: 'city' },
    { title: 'Province', field: 'province' },
    { title: 'Country', field: 'country', required: true },
    { title: 'Zip Code', field: 'zipCode' },
    { title: 'Product Name', field: 'productName', required: true },
    { title: 'Variation Name', field: 'variationName' },
    { title: 'SKU Reference No.', field: 'sku' },
    { title: 'Quantity', field: 'quantity', required: true },
    { title: 'Deal Price', field: 'dealPrice', required: true },
    { title: 'Parcel Weight', field: 'parcelWeight' },
    { title: 'Order Creation Date', field: 'orderTime' },
    // Not in Shopee's export: sellers who know their goods' HS codes add the column before sending the file.
    { title: 'HS Code', field: 'hsCode' },
  ],
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
