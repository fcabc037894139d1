import { Dropdown, mergeClasses, Option, Text } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useAreaPickerStyles } from './AreaPicker.styles'
import type { AreaPickerProps } from './AreaPicker.types'
import { AREA_ROOT, childrenOf, pathOf } from './areaData'
import { areaTypeError, isAreaPickerType } from './areaPickerType'
import { useAreaData } from './useAreaData'

const LEVELS = [
  { label: '省份', placeholder: '请选择省份' },
  { label: '城市', placeholder: '请选择城市' },
  { label: '区县', placeholder: '请选择区县' },
] as const

/**
 * Province, city and district (JAreaLinkage) as three dependent dropdowns; the value is the code of the last
 * level chosen. The area data loads on first use.
 */
export function AreaPicker({
  value,
  onChange,
  type = 'cascader',
  disabled,
  className,
  'aria-label': label = '省市区',
}: AreaPickerProps) {
  const styles = useAreaPickerStyles()
  const data = useAreaData()
  const [code, setCode] = useState(value ?? '')
  useEffect(() => setCode(value ?? ''), [value])

  if (!isAreaPickerType(type)) {
    return (
      <Text role="alert" className={styles.error}>
        {areaTypeError(type)}
      </Text>
    )
  }

  const path = data ? pathOf(data, code) : []
  const choose = (level: number, next: string | undefined) => {
    const chosen = next ?? (level > 0 ? path[level - 1] : '')
    setCode(chosen ?? '')
    onChange?.(chosen ?? '')
  }
  return (
    <fieldset
      aria-label={label}
      aria-busy={!data}
      className={mergeClasses(type === 'cascader' ? styles.cascader : styles.select, className)}
    >
      {LEVELS.map((level, index) => {
        const parent = index === 0 ? AREA_ROOT : path[index - 1]
        const options = data && parent ? childrenOf(data, parent) : []
        const selected = path[index]
        return (
          <Dropdown
            key={level.label}
            className={styles.level}
            aria-label={level.label}
            placeholder={level.placeholder}
            disabled={disabled || options.length === 0}
            clearable
            value={selected ? (options.find((o) => o.value === selected)?.text ?? '') : ''}
            selectedOptions={selected ? [selected] : []}
            onOptionSelect={(_, option) => choose(index, option.optionValue)}
          >
            {options.map((option) => (
              <Option key={option.value} value={option.value}>
                {option.text}
              </Option>
            ))}
          </Dropdown>
        )
      })}
    </fieldset>
  )
}
