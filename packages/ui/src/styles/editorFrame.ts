import { type GriffelStyle, tokens } from '@fluentui/react-components'

/** The brand stroke an editor's frame takes while focus is inside it. */
export const editorFrameFocused: GriffelStyle = {
  border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
}

/** The frame of the code and rich-text editors: a bordered, rounded column that clips its content. */
export const editorFrame: GriffelStyle = {
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  overflow: 'hidden',
  ':focus-within': editorFrameFocused,
}

export const editorFrameDisabled: GriffelStyle = {
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeDisabled}`,
}
