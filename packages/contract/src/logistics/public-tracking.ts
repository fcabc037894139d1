import type { ParcelStatus } from './events'

/** Numbers one public tracking request may ask for at once. */
export const PUBLIC_TRACKING_MAX = 20

/**
 * One event as a buyer sees it: the standard text of its step in both languages (never an operator's wording), where
 * and when, with the place's local time and UTC offset.
 */
export interface PublicTrackingEvent {
  eventCode: string
  /** The instant, ISO 8601 UTC. */
  eventTime: string
  /** IANA zone of the place. */
  timeZone: string
  /** `yyyy-MM-dd HH:mm:ss` at the place. */
  localTime: string
  /** `+08:00`. */
  utcOffset: string
  /** The place as stored: a station's name or code, a city, port, airport or customs office. */
  location: string | null
  /** The place's English name (a station's 英文名称, the place-name dictionary); null when it has none. */
  locationEn: string | null
  descriptionCn: string
  descriptionEn: string
}

/** Who carries the parcel the last mile in the destination country, once it has been handed over there. */
export interface PublicLastMile {
  carrier: string
  /** The carrier's English name; null when it has none. */
  carrierEn: string | null
  /** The last-mile carrier's own number, when we have one. */
  trackingNo: string | null
}

/**
 * One number's answer of `POST /track/query`: deliberately minimal. A number that does not exist answers exactly
 * like one not yet scanned: status null, no events, no last mile.
 */
export interface PublicTrackingResult {
  trackingNo: string
  /** null: not scanned yet (or unknown). */
  status: ParcelStatus | null
  events: PublicTrackingEvent[]
  lastMile: PublicLastMile | null
}

export interface PublicTrackingRequest {
  numbers: string[]
  /** The key of a slider challenge (`GET /track/challenge`) passed after a burst. */
  checkKey?: string
}

/** The result of a refused query when the address must pass the slider captcha first. */
export interface PublicTrackingRefusal {
  captchaRequired: true
}

/** Parcel statuses in English, for the public page (the Chinese ones are PARCEL_STATUS_TEXT). */
export const PARCEL_STATUS_TEXT_EN: Record<ParcelStatus, string> = {
  '0': 'Order received',
  '1': 'At the processing centre',
  '2': 'Bagged for dispatch',
  '3': 'Dispatched',
  '4': 'In transit',
  '5': 'Arrived in the destination country',
  '6': 'Cleared customs',
  '7': 'Delivered',
  '8': 'Held due to an exception',
  '9': 'Returned to sender',
  '10': 'Returned by customs',
  '11': 'Held by customs',
  '12': 'Disposed of',
}

/** Splits what a buyer pasted (one per line, or separated by spaces or commas) into distinct upper-case numbers. */
export function parseTrackingNumbers(text: string): string[] {
  const numbers = text
    .split(/[\s,，;；]+/)
    .map((n) => n.trim().toUpperCase())
    .filter(Boolean)
  return [...new Set(numbers)]
}
