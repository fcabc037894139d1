import { makeStyles, tokens } from '@fluentui/react-components'

const HANDLE_WIDTH = '40px'

export const sliderCaptchaClassNames = { root: 'portico-SliderCaptcha' } as const

export const useSliderCaptchaStyles = makeStyles({
  root: {
    position: 'relative',
    width: '100%',
    height: '34px',
    lineHeight: '34px',
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    userSelect: 'none',
    touchAction: 'none',
  },
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    height: '100%',
    backgroundColor: tokens.colorPaletteGreenBackground3,
  },
  fillMoving: { transitionProperty: 'none' },
  fillResting: { transitionProperty: 'width', transitionDuration: tokens.durationNormal },
  text: { position: 'relative', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  textSuccess: { color: tokens.colorNeutralForegroundOnBrand },
  // The track is narrower than the bar by one handle, so the handle's centre follows the pointer.
  track: { position: 'absolute', top: 0, bottom: 0, left: '20px', right: '20px' },
  thumb: {
    position: 'absolute',
    top: 0,
    width: HANDLE_WIDTH,
    height: '100%',
    transform: 'translateX(-50%)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    boxSizing: 'border-box',
    cursor: 'grab',
    color: tokens.colorNeutralForeground2,
  },
  thumbResting: { transitionProperty: 'left', transitionDuration: tokens.durationNormal },
  thumbSuccess: { cursor: 'default', color: tokens.colorPaletteGreenForeground1 },
  thumbFocused: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
})
