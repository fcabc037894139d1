/** One column of Shopee's order export that the import reads: its header in the file, and what it means to our users. */
export interface ShopeeOrderColumn {
  /** The header exactly as Shopee writes it (matched by the import). */
  title: string
  /** The field of the imported row it fills. */
  field: string
  /** What the column holds, for the import's instructions. */
  label: string
  /** A row without it is refused. */
  required?: boolean
}

/** The columns of Shopee's order export (卖家中心 → 我的订单 → 导出) the Shopee order import reads. */
export const SHOPEE_ORDER_COLUMNS: readonly ShopeeOrderColumn[] = [
  { title: 'Order ID', field: 'orderId', label: '订单号', required: true },
  { title: 'Tracking Number*', field: 'trackingNo', label: '运单号', required: true },
  { title: 'Shipping Option', field: 'shippingOption', label: '物流方式' },
  { title: 'Receiver Name', field: 'receiverName', label: '收件人', required: true },
  { title: 'Phone Number', field: 'phone', label: '电话' },
  { title: 'Delivery Address', field: 'address', label: '收件地址', required: true },
  { title: 'Town', field: 'town', label: '乡镇' },
  { title: 'District', field: 'district', label: '区' },
  { title: 'City', field: 'city', label: '城市' },
  { title: 'Province', field: 'province', label: '省/州' },
  { title: 'Country', field: 'country', label: '国家', required: true },
  { title: 'Zip Code', field: 'zipCode', label: '邮编' },
  { title: 'Product Name', field: 'productName', label: '商品名称', required: true },
  { title: 'Variation Name', field: 'variationName', label: '规格' },
  { title: 'SKU Reference No.', field: 'sku', label: 'SKU' },
  { title: 'Quantity', field: 'quantity', label: '数量', required: true },
  { title: 'Deal Price', field: 'dealPrice', label: '成交价', required: true },
  { title: 'Parcel Weight', field: 'parcelWeight', label: '包裹重量' },
  { title: 'Order Creation Date', field: 'orderTime', label: '下单时间' },
  // Not in Shopee's export: sellers who know their goods' HS codes add the column before sending the file.
  { title: 'HS Code', field: 'hsCode', label: 'HS编码' },
]
