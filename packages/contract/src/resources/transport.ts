import { defineResource, type ResourceField } from '../resource/defineResource'
import { auditFields } from './auditFields'

/**
 * The table dictionaries (`table,text,code`) that link 运力资源 records: a link stores the linked record's code, the
 * list shows its name (`<field>_dictText`), the search picks it by name and Excel carries the code.
 */
export const TRANSPORT_LINKS = {
  overseasAgent: 'transport_overseas_agent,name,code',
  habitatAgent: 'transport_habitat_agent,name,code',
  driver: 'transport_driver,name,licence_no',
  car: 'transport_habitat_car,plate,plate',
} as const

const status = {
  label: '状态',
  kind: 'dict',
  dictCode: 'transport_status',
  default: '1',
  search: 'eq',
  list: { width: 80 },
  excel: { width: 8 },
} as const satisfies ResourceField

const phone = {
  label: '电话',
  kind: 'text',
  maxLength: 30,
  rules: [{ pattern: '^\\+?[0-9][0-9 -]{4,28}$', message: '电话为5-30位数字，可含+、空格或短横线' }],
  list: { width: 130 },
  excel: { width: 16 },
} as const satisfies ResourceField

const contact = {
  label: '联系人',
  kind: 'text',
  maxLength: 50,
  list: { width: 90 },
  excel: { width: 12 },
} as const satisfies ResourceField

const code = (label: string) =>
  ({
    label,
    kind: 'text',
    required: `请输入${label}!`,
    rules: [{ pattern: '^[A-Z0-9_-]{2,32}$', message: `${label}为2-32位大写字母、数字、下划线或短横线` }],
    unique: true,
    search: 'like',
    sortable: true,
    list: { width: 120 },
    form: { readOnlyOnEdit: true },
    excel: { width: 14 },
  }) as const satisfies ResourceField

const link = (label: string, dictCode: string) =>
  ({
    label,
    kind: 'dict',
    dictCode,
    search: 'eq',
    list: { width: 160, ellipsis: true },
    excel: { header: `${label}(代码)`, width: 16 },
  }) as const satisfies ResourceField

const country = {
  label: '国家/地区',
  kind: 'dict',
  dictCode: 'country',
  required: '请选择国家/地区!',
  search: 'eq',
  list: { width: 100 },
  excel: { width: 12 },
} as const satisfies ResourceField

/** 海外代理: the destination-country partner clearing imports, storing and delivering the last mile. */
export const overseasAgentResource = defineResource({
  baseUrl: '/transport/overseasAgent',
  permission: 'transport:overseasAgent',
  title: '海外代理',
  table: 'transport_overseas_agent',
  labelField: 'name',
  measureWord: '个',
  capabilities: { detail: true },
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code('代理编码'),
    name: {
      label: '代理名称',
      kind: 'text',
      required: '请输入代理名称!',
      maxLength: 100,
      search: 'like',
      list: { width: 200 },
      excel: { width: 26 },
    },
    country,
    licenceNo: {
      label: '清关资质编号',
      kind: 'text',
      maxLength: 64,
      rules: [{ pattern: '^[A-Za-z0-9/-]{4,64}$', message: '清关资质编号为4-64位字母、数字、/或短横线' }],
      list: { width: 140 },
      excel: { width: 18 },
    },
    contact,
    phone,
    email: {
      label: '邮箱',
      kind: 'text',
      maxLength: 100,
      rules: [{ pattern: 'e', message: '请输入正确的邮箱地址' }],
      list: { width: 170, ellipsis: true },
      excel: { width: 22 },
    },
    address: {
      label: '地址',
      kind: 'text',
      maxLength: 300,
      list: false,
      form: { span: 2 },
      excel: { width: 30 },
    },
    services: {
      label: '服务项目',
      kind: 'multiDict',
      dictCode: 'agent_service',
      required: '请选择服务项目!',
      search: 'like',
      list: { width: 180 },
      excel: { width: 20 },
    },
    status,
    ...auditFields,
  },
})

/** 属地代理: a local partner in one city under an overseas agent (pick-up and delivery). */
export const habitatAgentResource = defineResource({
  baseUrl: '/transport/habitatAgent',
  permission: 'transport:habitatAgent',
  title: '属地代理',
  table: 'transport_habitat_agent',
  labelField: 'name',
  measureWord: '个',
  capabilities: { detail: true },
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code('代理编码'),
    name: {
      label: '代理名称',
      kind: 'text',
      required: '请输入代理名称!',
      maxLength: 100,
      search: 'like',
      list: { width: 180 },
      excel: { width: 24 },
    },
    country,
    city: {
      label: '城市',
      kind: 'text',
      maxLength: 100,
      search: 'like',
      list: { width: 100 },
      excel: { width: 12 },
    },
    overseasAgent: link('所属海外代理', TRANSPORT_LINKS.overseasAgent),
    contact,
    phone,
    status,
    ...auditFields,
  },
})

/** 司机: a driver working for a habitat agent. */
export const driverResource = defineResource({
  baseUrl: '/transport/driver',
  permission: 'transport:driver',
  title: '司机',
  table: 'transport_driver',
  labelField: 'name',
  measureWord: '位',
  capabilities: { detail: true },
  fields: {
    name: {
      label: '姓名',
      kind: 'text',
      required: '请输入姓名!',
      maxLength: 50,
      search: 'like',
      list: { width: 100 },
      excel: { width: 12 },
    },
    licenceNo: {
      label: '证件/驾照号',
      kind: 'text',
      required: '请输入证件/驾照号!',
      rules: [{ pattern: '^[A-Za-z0-9-]{5,40}$', message: '证件/驾照号为5-40位字母、数字或短横线' }],
      unique: true,
      search: 'like',
      list: { width: 180 },
      form: { readOnlyOnEdit: true },
      excel: { width: 22 },
    },
    licenceClass: {
      label: '准驾车型',
      kind: 'dict',
      dictCode: 'driver_licence_class',
      required: '请选择准驾车型!',
      search: 'eq',
      list: { width: 90 },
      excel: { width: 10 },
    },
    phone: { ...phone, required: '请输入电话!' },
    habitatAgent: link('所属属地代理', TRANSPORT_LINKS.habitatAgent),
    status,
    ...auditFields,
  },
})

/** 属地车辆: a habitat agent's vehicle, with its usual driver. */
export const habitatCarResource = defineResource({
  baseUrl: '/transport/habitatCar',
  permission: 'transport:habitatCar',
  title: '属地车辆',
  table: 'transport_habitat_car',
  labelField: 'plate',
  measureWord: '辆',
  capabilities: { detail: true },
  defaultSort: { field: 'plate', order: 'asc' },
  fields: {
    plate: {
      label: '车牌号',
      kind: 'text',
      required: '请输入车牌号!',
      rules: [
        {
          pattern:
            '^[A-Z0-9\\u3040-\\u30ff\\u4e00-\\u9fa5][A-Z0-9\\u3040-\\u30ff\\u4e00-\\u9fa5 -]{2,14}[A-Z0-9\\u3040-\\u30ff\\u4e00-\\u9fa5]$',
          message: '车牌号为4-16位大写字母、数字或汉字，可含空格或短横线',
        },
      ],
      unique: true,
      search: 'like',
      sortable: true,
      list: { width: 120 },
      excel: { width: 14 },
    },
    carType: {
      label: '车型',
      kind: 'dict',
      dictCode: 'car_type',
      required: '请选择车型!',
      search: 'eq',
      list: { width: 90 },
      excel: { width: 10 },
    },
    loadKg: {
      label: '载重(kg)',
      kind: 'weight',
      required: '请输入载重!',
      rules: [{ min: 1, max: 60000, message: '载重须在1-60000kg之间' }],
      list: { width: 100 },
      excel: { width: 10 },
    },
    volume: {
      label: '容积(m³)',
      kind: 'number',
      rules: [
        { pattern: '^\\d{1,6}(\\.\\d{1,2})?$', message: '容积最多2位小数' },
        { min: 0.1, max: 200, message: '容积须在0.1-200m³之间' },
      ],
      list: { width: 90 },
      excel: { width: 10 },
    },
    habitatAgent: link('所属属地代理', TRANSPORT_LINKS.habitatAgent),
    driver: link('常用司机', TRANSPORT_LINKS.driver),
    status,
    ...auditFields,
  },
})
