import { useIsomorphicLayoutEffect } from '@fluentui/react-components'
import type { Envelope } from '@portico/contract'
import { buildStaticUrl } from '@portico/ui'
import { isAxiosError } from 'axios'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useUploadConfig } from '../config/UploadConfigProvider'
import { useReportUploadActivity } from '../uploadActivity/UploadActivityScope'
import { MSG } from '../utils/messages'
import { moveItem } from '../utils/reorder'
import { allDone, nextUid, parseValue, serializeValue, trimToMaxCount } from '../utils/value'
import type { UploadFileItem, UploadQueue, UploadValue, UseUploadQueueOptions } from './useUploadQueue.types'

function sameValue(a: UploadValue | null | undefined, b: UploadValue | null | undefined): boolean {
  return JSON.stringify(a ?? '') === JSON.stringify(b ?? '')
}

/**
 * Headless upload queue: uploads files as multipart `file` + `isup=1` + `biz`, tracks progress, reads the stored
 * path from the reply's `message` (or `responseName`), and reports the value only when every file is done.
 */
export function useUploadQueue(options: UseUploadQueueOptions = {}): UploadQueue {
  const config = useUploadConfig()
  const {
    value,
    defaultValue,
    onChange,
    onUploadingChange,
    returnUrl = true,
    maxCount = 0,
    biz,
    action,
    token = true,
    responseName = 'message',
    onError,
  } = options
  const toUrl = useCallback(
    (path: string) => buildStaticUrl(config.staticDomain, path),
    [config.staticDomain],
  )
  const [files, setFiles] = useState<UploadFileItem[]>(() => parseValue(value ?? defaultValue, toUrl))
  const lastValue = useRef<UploadValue | null | undefined>(value ?? defaultValue)
  const dirty = useRef(false)
  const controllers = useRef(new Map<string, AbortController>())
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const onUploadingChangeRef = useRef(onUploadingChange)
  onUploadingChangeRef.current = onUploadingChange

  // A controlled value from outside replaces the list (unless it is what we just reported).
  useEffect(() => {
    if (value === undefined || sameValue(value, lastValue.current)) return
    lastValue.current = value
    setFiles(parseValue(value, toUrl))
  }, [value, toUrl])

  // Report only when every file is done, and only after a change made here. A layout effect: the form holds
  // the new value before the browser paints the finished file (and before its 确定 comes back to life).
  useIsomorphicLayoutEffect(() => {
    if (!dirty.current || !allDone(files)) return
    dirty.current = false
    const next = serializeValue(files, returnUrl)
    if (sameValue(next, lastValue.current)) return
    lastValue.current = next
    onChangeRef.current?.(next)
  }, [files, returnUrl])

  const patch = useCallback((uid: string, changes: Partial<UploadFileItem>) => {
    setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...changes } : f)))
  }, [])

  const uploadOne = useCallback(
    async (item: UploadFileItem, file: File) => {
      const controller = new AbortController()
      controllers.current.set(item.uid, controller)
      const form = new FormData()
      form.append('file', file)
      form.append('isup', '1')
      form.append('biz', biz ?? config.biz)
      let failed: UploadFileItem | null = null
      try {
        const { data } = await config.http.post<Envelope>(action ?? config.action, form, {
          // The configured headers carry the access token: not for an upload URL that must not see it.
          headers: token ? config.getHeaders() : {},
          signal: controller.signal,
          onUploadProgress: (e) => {
            const total = e.total ?? file.size
            const percent = total ? Math.min(99, Math.floor((e.loaded / total) * 100)) : 0
            patch(item.uid, { percent })
          },
        })
        const path = (data as unknown as Record<string, unknown> | undefined)?.[responseName]
        // A reply without `success` (an upload URL that is not JeecgBoot's) counts as a success, as in JVxeTable.
        if (data && data.success !== false && typeof path === 'string' && path) {
          dirty.current = true
          patch(item.uid, { status: 'done', percent: 100, path, url: toUrl(path) })
        } else {
          failed = { ...item, status: 'error', message: data?.message || MSG.unknownError }
        }
      } catch (err) {
        if (controller.signal.aborted) return
        const message = isAxiosError<Envelope>(err) ? err.response?.data?.message : undefined
        failed = { ...item, status: 'error', message: message || MSG.unknownError }
      } finally {
        controllers.current.delete(item.uid)
      }
      if (failed) {
        patch(item.uid, { status: 'error', message: failed.message })
        onErrorRef.current?.(failed)
      }
    },
    [action, biz, config, patch, toUrl, token, responseName],
  )

  const upload = useCallback(
    (picked: File[]) => {
      if (picked.length === 0) return
      const items = picked.map<UploadFileItem>((file) => ({
        uid: nextUid(),
        name: file.name,
        type: file.type,
        size: file.size,
        status: 'uploading',
        percent: 0,
        path: '',
        url: '',
        message: '',
      }))
      setFiles((list) => {
        const next = trimToMaxCount([...list, ...items], maxCount)
        for (const f of list) if (!next.includes(f)) controllers.current.get(f.uid)?.abort()
        return next
      })
      dirty.current = true
      items.forEach((item, i) => {
        void uploadOne(item, picked[i])
      })
    },
    [maxCount, uploadOne],
  )

  const remove = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort()
    dirty.current = true
    setFiles((list) => list.filter((f) => f.uid !== uid))
  }, [])

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort()
    dirty.current = true
    setFiles([])
  }, [])

  const filesRef = useRef(files)
  filesRef.current = files
  const move = useCallback((uid: string, direction: 'left' | 'right') => {
    const list = filesRef.current
    const result = moveItem(
      list,
      list.findIndex((f) => f.uid === uid),
      direction,
    )
    if (!result.ok) return result.warning
    dirty.current = true
    setFiles(result.list)
    return null
  }, [])

  const isUploading = useMemo(() => files.some((f) => f.status === 'uploading'), [files])
  const failed = useMemo(() => files.some((f) => f.status === 'error'), [files])
  // After the report effect above, so a form sees the new value no later than the end of the upload.
  const reportedUploading = useRef(false)
  useIsomorphicLayoutEffect(() => {
    if (reportedUploading.current === isUploading) return
    reportedUploading.current = isUploading
    onUploadingChangeRef.current?.(isUploading)
  }, [isUploading])
  useReportUploadActivity({ uploading: isUploading, failed })
  return { files, upload, remove, clear, move, isUploading, failed }
}
