import { Body1 } from '@fluentui/react-components'
import { useState } from 'react'
import { sessionStore } from '../../../session/sessionStore'
import { SmsCodeField } from '../../user/shared/SmsCodeField'
import { recruitApi } from '../recruitApi'
import { AccountForm } from './AccountForm'
import { phoneProblem } from './accountChecks'
import { PhoneInput } from './PhoneInput'

/** 更换手机号: a code to the current phone (oldPhoneValid), then one to the new phone (newPhoneValid). */
export function ResetPhoneForm({ onDone }: { onDone: (message: string) => void }) {
  const [step, setStep] = useState<'old' | 'new'>('old')
  const [code, setCode] = useState('')
  const [phone, setPhone] = useState('')
  const current = sessionStore.intervieweeInfo()?.phone ?? ''

  if (step === 'old')
    return (
      <AccountForm
        key="old"
        submitLabel="下一步"
        check={() => (code.trim() ? undefined : '请输入短信验证码')}
        submit={async () => {
          await recruitApi.oldPhoneValid(code.trim())
          setCode('')
          setStep('new')
        }}
      >
        <Body1>第一步：验证原手机号 {current.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}</Body1>
        <SmsCodeField value={code} onChange={setCode} send={() => recruitApi.sendCodeByInterviewee('old')} />
      </AccountForm>
    )
  return (
    <AccountForm
      key="new"
      submitLabel="确定"
      check={() => phoneProblem(phone) ?? (code.trim() ? undefined : '请输入短信验证码')}
      submit={async () => onDone(await recruitApi.newPhoneValid(phone, code.trim()))}
    >
      <Body1>第二步：绑定新手机号</Body1>
      <PhoneInput label="新手机号" value={phone} onChange={setPhone} />
      <SmsCodeField
        value={code}
        onChange={setCode}
        send={async () => {
          const problem = phoneProblem(phone)
          if (problem) throw new Error(problem)
          return recruitApi.sendCodeByInterviewee('new', phone)
        }}
      />
    </AccountForm>
  )
}
