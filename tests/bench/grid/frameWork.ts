/**
 * Main-thread work per scroll frame, read from a Chromium trace: the renderer's main thread between the harness's
 * frame marks, split into script, style, layout and paint (each moment counted once, for the innermost event).
 */
import { FRAME_MARK, UNTIMED_MARK } from './src/harness'

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

export type WorkKind = 'script' | 'style' | 'layout' | 'paint'
export type FrameWork = Record<WorkKind, number> & { total: number }

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
]

const KINDS: Record<string, WorkKind> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
}

interface Span {
  start: number
  end: number
  kind: WorkKind
}

/** The classified events of one thread as spans (complete events, and begin/end pairs). */
function spansOf(events: TraceEvent[]): Span[] {
  const spans: Span[] = []
  const open = new Map<string, TraceEvent[]>()
  for (const event of events) {
    const kind = KINDS[event.name]
    if (!kind) continue
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({ start: event.ts, end: event.ts + event.dur, kind })
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event])
    else if (event.ph === 'E') {
      const begin = open.get(event.name)?.pop()
      if (begin) spans.push({ start: begin.ts, end: event.ts, kind })
    }
  }
  return spans
}

/** Per timed frame (between the mark before it and its own frame mark), the main-thread work in ms. */
export function frameWork(events: TraceEvent[]): FrameWork[] {
  const marks = events
    .filter((e) => e.cat.includes('blink.user_timing') && (e.name === FRAME_MARK || e.name === UNTIMED_MARK))
    .sort((a, b) => a.ts - b.ts)
  const first = marks[0]
  if (!first) throw new Error('the trace has no frame marks')
  const thread = events
    .filter((e) => e.pid === first.pid && e.tid === first.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const spans = spansOf(thread).sort((a, b) => a.start - b.start || b.end - a.end)

  // The innermost span's kind at each moment: a sweep over the starts and ends.
  const points = spans.flatMap((span) => [
    { at: span.start, span, starts: true },
    { at: span.end, span, starts: false },
  ])
  points.sort((a, b) => a.at - b.at || Number(a.starts) - Number(b.starts))
  const segments: Span[] = []
  const stack: Span[] = []
  let last = points[0]?.at ?? 0
  for (const point of points) {
    const top = stack[stack.length - 1]
    if (top && point.at > last) segments.push({ start: last, end: point.at, kind: top.kind })
    last = point.at
    if (point.starts) stack.push(point.span)
    else {
      const index = stack.lastIndexOf(point.span)
      if (index >= 0) stack.splice(index, 1)
    }
  }

  const frames: FrameWork[] = []
  let s = 0
  for (let m = 1; m < marks.length; m++) {
    const mark = marks[m] as TraceEvent
    const from = (marks[m - 1] as TraceEvent).ts
    const to = mark.ts
    if (mark.name !== FRAME_MARK) continue
    const work: FrameWork = { script: 0, style: 0, layout: 0, paint: 0, total: 0 }
    while (s < segments.length && (segments[s] as Span).end <= from) s++
    for (let i = s; i < segments.length && (segments[i] as Span).start < to; i++) {
      const segment = segments[i] as Span
      const overlap = Math.min(segment.end, to) - Math.max(segment.start, from)
      if (overlap > 0) work[segment.kind] += overlap / 1000
    }
    work.total = work.script + work.style + work.layout + work.paint
    frames.push(work)
  }
  return frames
}
