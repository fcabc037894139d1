import { channelResource, inStoreBatchResource, questionPieceResource, userResource } from '@portico/contract'
import { withTestApp } from '../helpers/app'
import { describeResource } from '../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', ops: 'zhangwei', customer: 'yunfan' })

describeResource(t, {
  resource: questionPieceResource,
  sample: (n) => ({ waybillNo: `RS-${String(n).padStart(4, '0')}`, questionType: '1', status: '0' }),
  change: { status: '2', description: '已联系客户，补发' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: inStoreBatchResource,
  sample: (n) => ({
    stationCode: 'SZ-SORT',
    defaultChannel: n % 2 ? 'SLS-TW-AIR' : 'EMS-JP',
    remark: `早班第${n}车`,
  }),
  change: { defaultChannel: 'LEX-MY', remark: '3号月台' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: channelResource,
  sample: (n) => ({
    code: `RS-${String(n).padStart(3, '0')}`,
    name: `测试渠道${n}`,
    carrier: '中国邮政',
    transportMode: 'AIR',
    destinationCountries: 'US,GB',
    maxWeight: '2.000',
    billingIncrement: '0.1',
    trackingFormat: 'S10',
    trackingPrefix: 'LX',
    status: '1',
  }),
  change: { maxWeight: '2.500', billingIncrement: '0.5', remark: '限带电' },
  owner: 'admin',
  outsider: 'hr',
})

describeResource(t, {
  resource: userResource,
  sample: (n) => ({
    username: `rs_user_${n}`,
    realname: `资源用户${n}`,
    password: 'Portico#2026',
    confirmpassword: 'Portico#2026',
    sex: n % 2 ? 1 : 2,
    phone: `1390000${String(n).padStart(4, '0')}`,
    workNo: `RS${n}`,
  }),
  writeOnly: ['password', 'confirmpassword'],
  purgeUrl: (ids) => `/sys/user/deleteRecycleBin?userIds=${ids}`,
  change: { realname: '资源用户（改）', workNo: 'RS-EDITED' },
  owner: 'admin',
  // Not ops: operators may list users for 发送消息's picker.
  outsider: 'customer',
})
