import { type HTMLAttributes, type InputHTMLAttributes, type RefObject, useRef, useState } from 'react'
import { useNumberFormatter, useSlider, useSliderThumb } from 'react-aria'
import { useSliderState } from 'react-stately'
import type { SliderCaptchaProps } from './SliderCaptcha.types'
import { SLIDER_CAPTCHA_MAX, SLIDER_CAPTCHA_TEXT, sliderMoveOutcome } from './sliderCaptchaRules'

export interface SliderCaptchaState {
  success: boolean
  /** Where the handle is, 0 to 1. */
  percent: number
  dragging: boolean
  groupProps: HTMLAttributes<HTMLElement>
  labelProps: HTMLAttributes<HTMLElement>
  trackProps: HTMLAttributes<HTMLElement>
  thumbProps: HTMLAttributes<HTMLElement>
  inputProps: InputHTMLAttributes<HTMLInputElement>
  trackRef: RefObject<HTMLDivElement | null>
  inputRef: RefObject<HTMLInputElement | null>
}

/** The captcha's slider: react-aria's hooks for pointer, touch, keyboard and screen readers, plus the lock. */
export function useSliderCaptcha({
  onSuccess,
  text = SLIDER_CAPTCHA_TEXT,
  disabled,
}: SliderCaptchaProps): SliderCaptchaState {
  const trackRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const byPointer = useRef(false)
  const [value, setValue] = useState(0)
  const [success, setSuccess] = useState(false)
  const numberFormatter = useNumberFormatter({ style: 'unit', unit: 'percent' })

  const state = useSliderState({
    minValue: 0,
    maxValue: SLIDER_CAPTCHA_MAX,
    step: 1,
    value,
    isDisabled: disabled || success,
    numberFormatter,
    onChange: (next: number) => setValue(next),
    onChangeEnd: (end: number) => {
      const outcome = sliderMoveOutcome(end, byPointer.current)
      if (outcome === 'success') {
        setValue(SLIDER_CAPTCHA_MAX)
        setSuccess(true)
        onSuccess?.(true)
      } else if (outcome === 'snap-back') {
        setValue(0)
      }
    },
  })
  // A (visually hidden) label names the group and the thumb once.
  const { groupProps, trackProps, labelProps } = useSlider({ label: text }, state, trackRef)
  const { thumbProps, inputProps } = useSliderThumb(
    { index: 0, trackRef, inputRef, 'aria-label': text },
    state,
  )

  const pointer = () => {
    byPointer.current = true
  }
  const keyboard = () => {
    byPointer.current = false
  }
  return {
    success,
    percent: state.getThumbPercent(0),
    dragging: state.isThumbDragging(0),
    groupProps,
    labelProps,
    trackProps: { ...trackProps, onPointerDownCapture: pointer },
    thumbProps: { ...thumbProps, onPointerDownCapture: pointer },
    inputProps: { ...inputProps, onKeyDownCapture: keyboard },
    trackRef,
    inputRef,
  }
}
