import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

const audit = {
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
}

/** Job seekers of the recruitment portal: accounts of their own, never sys_user. */
export const recruitInterviewee = pgTable('recruit_interviewee', {
  id: varchar('id', { length: 32 }).primaryKey(),
  phone: varchar('phone', { length: 20 }).notNull().unique(),
  password: varchar('password', { length: 255 }).notNull(),
  /** Empty: the hash is a self-describing PHC string. */
  salt: varchar('salt', { length: 64 }),
  /** 1 usable, 2 frozen. */
  status: smallint('status').notNull().default(1),
  ...audit,
})

export const recruitJob = pgTable(
  'recruit_job',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    departId: varchar('depart_id', { length: 32 }),
    provinceId: varchar('province_id', { length: 10 }).notNull(),
    cityId: varchar('city_id', { length: 10 }).notNull(),
    headcount: integer('headcount').notNull().default(1),
    salary: varchar('salary', { length: 50 }),
    education: varchar('education', { length: 20 }),
    /** Sanitised HTML. */
    requirements: text('requirements'),
    /** 0 draft, 1 published, 2 closed. */
    status: varchar('status', { length: 1 }).notNull().default('0'),
    publishTime: timestamp('publish_time', { mode: 'date', withTimezone: true }),
    createBy: varchar('create_by', { length: 100 }),
    ...audit,
  },
  (t) => [index('idx_recruit_job_status').on(t.status, t.publishTime)],
)

/** 招聘公告. */
export const recruitNotice = pgTable('recruit_notice', {
  id: varchar('id', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull().default(''),
  /** 0 draft, 1 published. */
  status: varchar('status', { length: 1 }).notNull().default('0'),
  publishTime: timestamp('publish_time', { mode: 'date', withTimezone: true }),
  ...audit,
})

/** One row (id 'company'): the 公司介绍 page. */
export const recruitCompany = pgTable('recruit_company', {
  id: varchar('id', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  introduction: text('introduction').notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 50 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull().default(''),
  website: varchar('website', { length: 200 }).notNull().default(''),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

/** The interviewee's résumé as last saved (the draft); applications keep their own copy. */
export const recruitResume = pgTable('recruit_resume', {
  intervieweeId: varchar('interviewee_id', { length: 32 }).primaryKey(),
  content: jsonb('content').notNull(),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

export const recruitApplication = pgTable(
  'recruit_application',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    intervieweeId: varchar('interviewee_id', { length: 32 }).notNull(),
    jobId: varchar('job_id', { length: 32 }).notNull(),
    /** The résumé as submitted. */
    resume: jsonb('resume').notNull(),
    /** Applicant's name and phone and the job's name, copied for lists and export. */
    name: varchar('name', { length: 30 }).notNull(),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** A key of APPLICATION_STATUS. */
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    updateBy: varchar('update_by', { length: 100 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('uq_recruit_application_interviewee_job').on(t.intervieweeId, t.jobId),
    index('idx_recruit_application_job').on(t.jobId, t.createTime),
  ],
)

export const recruitMessage = pgTable(
  'recruit_message',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    intervieweeId: varchar('interviewee_id', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** 0 unread, 1 read. */
    readFlag: varchar('read_flag', { length: 1 }).notNull().default('0'),
    createBy: varchar('create_by', { length: 100 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_recruit_message_interviewee').on(t.intervieweeId, t.readFlag)],
)

/** What the default SMS sender "sends": staff read it in the back office. */
export const recruitSmsOutbox = pgTable(
  'recruit_sms_outbox',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [index('idx_recruit_sms_outbox_mobile').on(t.mobile, t.createTime)],
)
