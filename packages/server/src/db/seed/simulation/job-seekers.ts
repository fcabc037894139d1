import type { ResumeContent } from '@portico/contract'

/** The simulated job seekers: who they are and the résumé each fills in on the portal. */
export interface Seeker {
  name: string
  gender: '男' | '女'
  birthday: string
  degree: '大专' | '本科' | '硕士'
  school: string
  major: string
  nativePlace: string
  /** Last job (none for a new graduate). */
  work?: { company: string; position: string; startDate: string; duty: string }
}

export const SEEKERS: Seeker[] = [
  {
    name: '韦丽华',
    gender: '女',
    birthday: '1996-04-12',
    degree: '本科',
    school: '广西大学',
    major: '物流管理',
    nativePlace: '广西南宁',
    work: {
      company: '南宁顺达供应链有限公司',
      position: '仓储主管',
      startDate: '2019-07-01',
      duty: '负责跨境电商仓的入库、盘点和出库排班。',
    },
  },
  {
    name: '黄志强',
    gender: '男',
    birthday: '1993-09-03',
    degree: '大专',
    school: '广西交通职业技术学院',
    major: '物流工程技术',
    nativePlace: '广西柳州',
    work: {
      company: '柳州快运有限公司',
      position: '运输调度',
      startDate: '2015-08-01',
      duty: '安排干线车辆与司机，跟踪在途货物。',
    },
  },
  {
    name: '蒙晓婷',
    gender: '女',
    birthday: '2001-01-22',
    degree: '本科',
    school: '广西民族大学',
    major: '国际经济与贸易',
    nativePlace: '广西河池',
  },
  {
    name: '陆家豪',
    gender: '男',
    birthday: '1998-06-18',
    degree: '本科',
    school: '桂林电子科技大学',
    major: '数据科学与大数据技术',
    nativePlace: '广西桂林',
    work: {
      company: '桂林云图科技有限公司',
      position: '数据分析员',
      startDate: '2020-07-01',
      duty: '制作运营报表，分析订单与时效数据。',
    },
  },
  {
    name: '覃美玲',
    gender: '女',
    birthday: '1995-11-30',
    degree: '大专',
    school: '南宁职业技术学院',
    major: '电子商务',
    nativePlace: '广西百色',
    work: {
      company: '南宁优选电商有限公司',
      position: '客服专员',
      startDate: '2016-09-01',
      duty: '处理买家咨询、退换货和物流投诉。',
    },
  },
  {
    name: '梁俊杰',
    gender: '男',
    birthday: '1999-03-08',
    degree: '本科',
    school: '广西财经学院',
    major: '物流管理',
    nativePlace: '广西玉林',
  },
  {
    name: '莫雅琪',
    gender: '女',
    birthday: '1997-07-25',
    degree: '硕士',
    school: '广西师范大学',
    major: '国际商务',
    nativePlace: '广西北海',
    work: {
      company: '北海港国际货代有限公司',
      position: '报关员',
      startDate: '2021-07-01',
      duty: '负责进出口报关单证和海关查验对接。',
    },
  },
  {
    name: '李文斌',
    gender: '男',
    birthday: '1994-12-14',
    degree: '大专',
    school: '广西机电职业技术学院',
    major: '汽车运用技术',
    nativePlace: '广西钦州',
    work: {
      company: '钦州邮政分公司',
      position: '揽投员',
      startDate: '2014-07-01',
      duty: '负责城区片区的揽收与投递。',
    },
  },
  {
    name: '罗佳怡',
    gender: '女',
    birthday: '2000-05-05',
    degree: '本科',
    school: '广西科技大学',
    major: '市场营销',
    nativePlace: '广西贵港',
  },
  {
    name: '卢海涛',
    gender: '男',
    birthday: '1992-08-21',
    degree: '本科',
    school: '广西大学',
    major: '交通运输',
    nativePlace: '广西梧州',
    work: {
      company: '梧州航运物流有限公司',
      position: '调度员',
      startDate: '2014-07-01',
      duty: '安排船运与陆运衔接，控制运输成本。',
    },
  },
  {
    name: '谢婉清',
    gender: '女',
    birthday: '1998-10-09',
    degree: '本科',
    school: '广西外国语学院',
    major: '英语',
    nativePlace: '广西防城港',
    work: {
      company: '东兴跨境贸易有限公司',
      position: '外贸业务员',
      startDate: '2020-08-01',
      duty: '对接东南亚客户订单与发货。',
    },
  },
  {
    name: '邓国栋',
    gender: '男',
    birthday: '1996-02-27',
    degree: '大专',
    school: '广西物流职业技术学院',
    major: '现代物流管理',
    nativePlace: '广西崇左',
  },
  {
    name: '潘思敏',
    gender: '女',
    birthday: '1999-12-02',
    degree: '本科',
    school: '广西医科大学',
    major: '信息管理与信息系统',
    nativePlace: '广西来宾',
    work: {
      company: '南宁数联信息有限公司',
      position: '运营助理',
      startDate: '2022-03-01',
      duty: '维护系统基础数据，整理日报。',
    },
  },
  {
    name: '甘振宇',
    gender: '男',
    birthday: '1995-04-16',
    degree: '本科',
    school: '桂林理工大学',
    major: '物流工程',
    nativePlace: '广西贺州',
    work: {
      company: '广西中邮物流有限公司',
      position: '国际物流专员',
      startDate: '2018-07-01',
      duty: '负责跨境包裹的干线交接与异常处理。',
    },
  },
]

export const BACKGROUNDS: [number, number, number][] = [
  [66, 133, 214],
  [220, 60, 60],
  [245, 245, 245],
]

export const phoneOf = (index: number) => `138771${String(index + 1).padStart(5, '0')}`

export function resumeOf(seeker: Seeker, phone: string, photo: string): ResumeContent {
  const graduated = `${Number(seeker.birthday.slice(0, 4)) + 22}-07-01`
  return {
    basic: {
      name: seeker.name,
      gender: seeker.gender,
      birthday: seeker.birthday,
      phone,
      email: `${phone}@example.com`,
      degree: seeker.degree,
      nativePlace: seeker.nativePlace,
      politics: '群众',
      address: '广西南宁市',
      photo,
      intro: seeker.work
        ? `有${seeker.work.position}工作经验，踏实肯干。`
        : '应届毕业生，学习能力强，愿意从基层做起。',
    },
    education: [
      {
        school: seeker.school,
        major: seeker.major,
        degree: seeker.degree,
        startDate: `${Number(graduated.slice(0, 4)) - (seeker.degree === '大专' ? 3 : 4)}-09-01`,
        endDate: graduated,
      },
    ],
    work: seeker.work ? [{ ...seeker.work, endDate: '' }] : [],
    family: [],
    certificates: [],
    attachments: { files: '' },
  }
}
