import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import { repeatFilter } from './scanCode'

/** The part of the browser's BarcodeDetector this box uses (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type BarcodeDetectorClass = new () => BarcodeDetectorLike

/** The browser's BarcodeDetector, where it has one (Chromium on Android, macOS, ChromeOS). */
export const barcodeDetector = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector

/** How often the camera picture is searched for a barcode. */
const DETECT_EVERY_MS = 250

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '320px' },
  video: {
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
})

export interface CameraScanProps {
  /** A code read from the picture (the same code held in view counts once). */
  onCode: (code: string) => void
  onClose: () => void
}

/** The back camera's picture, searched for barcodes until closed; a refusal of the camera is shown in its place. */
export function CameraScan({ onCode, onClose }: CameraScanProps) {
  const styles = useStyles()
  const video = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState<string | null>(null)
  const handler = useRef(onCode)
  handler.current = onCode

  useEffect(() => {
    const Detector = barcodeDetector()
    if (!Detector) return
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    const fresh = repeatFilter()
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media
        if (stopped || !video.current) {
          for (const track of media.getTracks()) track.stop()
          return
        }
        video.current.srcObject = media
        await video.current.play()
        const detector = new Detector()
        timer = setInterval(async () => {
          if (!video.current) return
          const [found] = await detector.detect(video.current).catch(() => [])
          if (found && fresh(found.rawValue, Date.now())) handler.current(found.rawValue)
        }, DETECT_EVERY_MS)
      })
      .catch(() => setError('无法打开摄像头，请检查浏览器的摄像头权限'))
    return () => {
      stopped = true
      clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <div className={styles.preview}>
      {error ? (
        <span role="alert">{error}</span>
      ) : (
        <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" />
      )}
      <Button size="small" onClick={onClose}>
        关闭摄像头
      </Button>
    </div>
  )
}
