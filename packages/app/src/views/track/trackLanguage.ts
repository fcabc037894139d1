import { useState } from 'react'
import type { TrackLanguage } from './trackTexts'

const STORAGE_KEY = 'portico.track.language'

/** The buyer's browser language decides until they choose; their choice is remembered. */
export function initialTrackLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): TrackLanguage {
  if (stored === 'zh' || stored === 'en') return stored
  return browserLanguages[0]?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function useTrackLanguage(): [TrackLanguage, (language: TrackLanguage) => void] {
  const [language, setLanguage] = useState(() =>
    initialTrackLanguage(
      readStored(),
      navigator.languages?.length ? navigator.languages : [navigator.language],
    ),
  )
  const choose = (next: TrackLanguage) => {
    setLanguage(next)
    try {
      localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
  }
  return [language, choose]
}
