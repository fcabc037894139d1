import { Field } from '@fluentui/react-components'
import { type ParcelEventCode, TRANSPORT_LINKS } from '@portico/contract'
import { DictSelect } from '@portico/ui'

/** Who a step hands the batch to: the stored codes of the agents, the car's plate and the driver's licence. */
export interface Partners {
  overseasAgent: string
  habitatAgent: string
  carPlate: string
  driver: string
}

export const NO_PARTNERS: Partners = { overseasAgent: '', habitatAgent: '', carPlate: '', driver: '' }

type Key = keyof Partners
/** The fields each step asks for: arrival hands over to an overseas agent, clearance to the local agent picking up. */
const FIELDS: Partial<Record<ParcelEventCode, [Key, string, string][]>> = {
  ARRIVED: [['overseasAgent', '交接海外代理', TRANSPORT_LINKS.overseasAgent]],
  IMPORT_CLEARED: [
    ['habitatAgent', '提货属地代理', TRANSPORT_LINKS.habitatAgent],
    ['carPlate', '提货车辆', TRANSPORT_LINKS.car],
    ['driver', '司机', TRANSPORT_LINKS.driver],
  ],
}

/** What the step request carries for `event`: only the partners that step names. */
export function partnersOf(event: ParcelEventCode | undefined, partners: Partners): Partial<Partners> {
  return Object.fromEntries((FIELDS[event!] ?? []).map(([key]) => [key, partners[key]]))
}

/** The pickers of the partners the step names (none for the other steps). */
export function StepPartners({
  event,
  value,
  onChange,
}: {
  event: ParcelEventCode | undefined
  value: Partners
  onChange: (next: Partners) => void
}) {
  return (FIELDS[event!] ?? []).map(([key, label, dictCode]) => (
    <Field key={key} label={label} required>
      <DictSelect
        dictCode={dictCode}
        value={value[key]}
        onChange={(chosen) => onChange({ ...value, [key]: chosen })}
        aria-label={label}
      />
    </Field>
  ))
}
