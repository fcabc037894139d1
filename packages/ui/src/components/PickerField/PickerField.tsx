import { Button, Input, Spinner, useFieldControlProps_unstable } from '@fluentui/react-components'
import { DismissCircle16Filled, Search16Regular } from '@fluentui/react-icons'
import { usePickerFieldStyles } from './PickerField.styles'
import type { PickerFieldProps } from './PickerField.types'

/** A picker's trigger: a read-only box with the chosen names, a 清空 button, and the button that opens the modal. */
export function PickerField(props: PickerFieldProps) {
  const { text, placeholder, buttonText, buttonIcon, iconOnly, loading, onOpen, onClear } = props
  const { disabled, className, ...control } = useFieldControlProps_unstable(props, { supportsLabelFor: true })
  const styles = usePickerFieldStyles()
  return (
    <div className={styles.root}>
      <Input
        {...control}
        className={styles.input}
        readOnly
        disabled={disabled}
        value={text}
        placeholder={placeholder}
        title={text || undefined}
        onClick={() => !disabled && onOpen()}
        // Enter opens the modal too (the box is read-only); handled here, it neither submits a form nor moves a grid.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || disabled) return
          event.preventDefault()
          onOpen()
        }}
        contentAfter={
          loading ? (
            <Spinner size="extra-tiny" aria-label="加载中" />
          ) : text && onClear && !disabled ? (
            <Button
              size="small"
              appearance="transparent"
              icon={<DismissCircle16Filled />}
              aria-label="清空"
              title="清空"
              onClick={(event) => {
                event.stopPropagation()
                onClear()
              }}
            />
          ) : undefined
        }
      />
      <Button
        className={mergeClassName(styles.button, className)}
        icon={buttonIcon ?? <Search16Regular />}
        disabled={disabled}
        onClick={onOpen}
        aria-label={iconOnly ? buttonText : undefined}
        title={iconOnly ? buttonText : undefined}
      >
        {iconOnly ? undefined : buttonText}
      </Button>
    </div>
  )
}

const mergeClassName = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')
