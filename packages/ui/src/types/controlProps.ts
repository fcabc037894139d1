import type { CSSProperties } from 'react'

/** What every Portico input control passes on to its element; a Fluent Field labels it through these. */
export interface ControlProps {
  disabled?: boolean
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** ControlProps of a control that draws its own frame (the editors): a style, and validity for assistive technology. */
export interface FramedControlProps extends ControlProps {
  style?: CSSProperties
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
}

/** The ControlProps among a component's props, to pass on to the element it renders. */
export function controlPropsOf(props: ControlProps): ControlProps {
  const { disabled, id, className } = props
  return {
    disabled,
    id,
    className,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  }
}
