import { Input } from '@fluentui/react-components'
import { useLayoutEffect, useRef } from 'react'
import { caretAfter, charsBefore, formatTags } from './formatTags'
import type { TagsInputProps } from './TagsInput.types'

/** A text input that groups what is typed in twos separated by semicolons (JVxe tags cell). */
export function TagsInput({ value, onChange, ...inputProps }: TagsInputProps) {
  const input = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const shown = formatTags(value)

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return
    input.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  return (
    <Input
      {...inputProps}
      ref={input}
      value={shown}
      onChange={(event, data) => {
        const typed = event.target.selectionStart ?? data.value.length
        caret.current = caretAfter(charsBefore(data.value, typed))
        onChange?.(formatTags(data.value))
      }}
    />
  )
}
