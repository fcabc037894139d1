/** What the screen tells the clerk about one scanned code. */
export interface ScanOutcome {
  /** true: the code is done with and the box empties for the next one; false: it stays, selected, to be rescanned. */
  ok: boolean
  message: string
}

export interface ScanBoxProps {
  /** The field's label (default 扫描运单号). */
  label?: string
  /** Handles one code (trimmed, never empty); the box is read-only until a returned promise settles. */
  onScan: (code: string) => ScanOutcome | Promise<ScanOutcome>
  /** Shown under the box while no outcome is (the outcome replaces it). */
  hint?: string
  disabled?: boolean
  /** Take the focus when shown and whenever the box becomes usable again (a scanner types wherever the focus is). */
  autoFocus?: boolean
  /**
   * `field` (default): the outcome is shown under the box and announced (aria-live); `none`: the screen shows it
   * itself (a message bar, a list of scans).
   */
  outcomeDisplay?: 'field' | 'none'
  /** Offer the device camera where the browser has BarcodeDetector (default true). */
  camera?: boolean
}
