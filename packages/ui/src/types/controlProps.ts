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
