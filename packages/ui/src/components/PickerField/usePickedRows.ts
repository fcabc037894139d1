import { useEffect, useMemo, useRef, useState } from 'react'
import { splitValues } from '../../dict/dictOptions'

export interface PickedRows<Row> {
  /** The stored values, in order. */
  values: string[]
  /** Rows known for those values, in the same order (values not found are left out). */
  rows: Row[]
  /** Names for the field: each value's row shown by `display`, or the value itself while unknown. */
  text: string
  /** A look-up is running. */
  loading: boolean
  /** Keeps rows just chosen, so their names show without asking the server. */
  remember: (rows: Row[]) => void
}

/**
 * The rows behind a stored value (`a,b`): rows the picker returned are remembered; values it has not seen (a form
 * loaded from the server) are looked up once with `resolve`.
 */
export function usePickedRows<Row>({
  value,
  separator = ',',
  storedOf,
  display,
  resolve,
}: {
  value: string | null | undefined
  separator?: string
  storedOf: (row: Row) => string
  display: (row: Row) => string
  resolve?: (values: string[]) => Promise<Row[]>
}): PickedRows<Row> {
  const values = useMemo(() => splitValues(value, separator), [value, separator])
  const [known, setKnown] = useState<ReadonlyMap<string, Row>>(new Map())
  const asked = useRef(new Set<string>())
  const resolveRef = useRef(resolve)
  resolveRef.current = resolve
  const storedOfRef = useRef(storedOf)
  storedOfRef.current = storedOf
  const [loading, setLoading] = useState(false)

  const missingKey = values.filter((v) => !known.has(v)).join('\u0000')
  // A resolver may arrive later (the department tree once loaded).
  const canResolve = resolve !== undefined

  useEffect(() => {
    // Each value is asked for once; one the server does not know stays shown as it is stored.
    const wanted = (missingKey ? missingKey.split('\u0000') : []).filter((v) => !asked.current.has(v))
    const look = resolveRef.current
    if (wanted.length === 0 || !look || !canResolve) return
    for (const v of wanted) asked.current.add(v)
    let live = true
    let done = false
    setLoading(true)
    look(wanted)
      .then(
        (rows) => {
          done = true
          if (!live) return
          setKnown((prev) => {
            const next = new Map(prev)
            for (const row of rows) next.set(storedOfRef.current(row), row)
            return next
          })
        },
        () => {
          done = true
        },
      )
      .finally(() => live && setLoading(false))
    return () => {
      live = false
      setLoading(false)
      // Dropped before its answer (the value changed again): ask again when needed.
      if (!done) for (const v of wanted) asked.current.delete(v)
    }
  }, [missingKey, canResolve])

  const rows = values.flatMap((v) => {
    const row = known.get(v)
    return row === undefined ? [] : [row]
  })
  return {
    values,
    rows,
    text: values.map((v) => (known.has(v) ? display(known.get(v) as Row) : v)).join(separator),
    loading,
    remember: (chosen) =>
      setKnown((prev) => {
        const next = new Map(prev)
        for (const row of chosen) next.set(storedOf(row), row)
        return next
      }),
  }
}
