/** JSON schemas of the partner API: they check requests and generate its OpenAPI document. */
const text = (maxLength: number, description?: string) =>
  ({ type: 'string', maxLength, ...(description ? { description } : {}) }) as const
const decimal = (description: string) =>
  ({ type: 'string', pattern: '^\\d+(\\.\\d+)?$', maxLength: 20, description }) as const

export const pushedOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orderNo', 'trackingNo', 'country', 'receiver', 'items'],
  properties: {
    orderNo: { ...text(64, 'Your order number: pushing the same one again creates nothing'), minLength: 1 },
    platform: {
      type: 'string',
      enum: ['SHOPEE', 'LAZADA', 'ALIEXPRESS', 'TIKTOK', 'AMAZON', 'OTHER'],
      default: 'SHOPEE',
    },
    trackingNo: text(
      40,
      'The platform tracking number (6-40 letters, digits, dashes), one the channel issues: its S10 prefix and check digit, or its pattern (a 400 names the rule)',
    ),
    country: text(20, 'The Shopee market: TW, MY, SG, TH, PH, VN, BR…'),
    channelCode: text(40, 'Our channel; without it the shipping option names the channel'),
    shippingOption: text(100),
    weight: decimal('Declared weight, kg'),
    orderTime: text(40, 'ISO 8601, or yyyy-MM-dd HH:mm:ss in China time'),
    receiver: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'address'],
      properties: {
        name: text(100),
        phone: text(40),
        address: text(300),
        town: text(100),
        district: text(100),
        city: text(100),
        state: text(100),
        postcode: text(20),
      },
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity', 'price'],
        properties: {
          name: text(200),
          variation: text(100),
          sku: text(64),
          quantity: { type: 'string', pattern: '^[1-9]\\d{0,5}$', description: 'A positive integer' },
          price: decimal('Unit price in the market currency, at most 2 decimals'),
          hsCode: text(10),
        },
      },
    },
  },
} as const

const envelope = (result: object) =>
  ({
    type: 'object',
    description: 'JeecgBoot envelope',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'integer' },
      result,
      timestamp: { type: 'integer' },
    },
  }) as const

export const pushResultSchema = envelope({
  type: 'object',
  properties: {
    orderNo: { type: 'string' },
    trackingNo: { type: 'string' },
    created: { type: 'boolean', description: 'false: the order existed; nothing was written' },
  },
})

const trackingEvent = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    time: { type: 'string', format: 'date-time' },
    timeZone: { type: 'string', description: 'IANA zone of the place' },
    location: {
      type: ['string', 'null'],
      description: "The place as stored: a station's name or code, a city, port or airport",
    },
    locationEn: {
      type: ['string', 'null'],
      description:
        "The place in English (the station's English name, or the place-name dictionary); null when none is known",
    },
    descriptionCn: { type: 'string' },
    descriptionEn: { type: 'string' },
  },
} as const

export const trackingSchema = envelope({
  type: 'object',
  properties: {
    parcels: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          trackingNo: { type: 'string' },
          status: { type: 'string', description: 'Dictionary parcel_status' },
          events: { type: 'array', items: trackingEvent },
        },
      },
    },
    notFound: { type: 'array', items: { type: 'string' } },
  },
})

const money = { type: 'string', description: 'CNY, exact decimal' } as const

export const billPage = envelope({
  type: 'object',
  properties: {
    records: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          billNo: { type: 'string' },
          periodStart: { type: 'string' },
          periodEnd: { type: 'string' },
          billDate: { type: 'string' },
          parcelCount: { type: 'integer' },
          freightAmount: money,
          taxAmount: money,
          feeAmount: money,
          totalAmount: money,
          status: { type: 'string', description: 'Dictionary bill_status' },
        },
      },
    },
    total: { type: 'integer' },
    current: { type: 'integer' },
    size: { type: 'integer' },
  },
})
