import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { FileExistsError, type FileStore, isSafeKey } from './files'

export interface S3StoreOptions {
  bucket: string
  /** An S3-compatible endpoint (MinIO, Ceph, OSS…); empty for AWS itself. */
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Folder-like prefix for every key, e.g. `portico/`. */
  prefix?: string
  /** Most S3-compatible servers want `http://host/bucket/key` rather than `http://bucket.host/key`. */
  forcePathStyle?: boolean
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')

/** Files in an S3-compatible bucket, under the same safe keys as the local store. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    })
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe file key: ${JSON.stringify(key)}`)
    return `${this.options.prefix ?? ''}${key}`
  }

  async put(key: string, body: Buffer): Promise<void> {
    const Key = this.objectKey(key)
    if (await this.stat(key)) throw new FileExistsError(key)
    try {
      // IfNoneMatch makes the check atomic on servers that support conditional writes; others rely on the stat above.
      await this.client.send(
        new PutObjectCommand({ Bucket: this.options.bucket, Key, Body: body, IfNoneMatch: '*' }),
      )
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)
        throw new FileExistsError(key)
      throw error
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      )
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async stat(key: string): Promise<{ size: number; modified: Date } | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      )
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }))
  }

  destroy(): void {
    this.client.destroy()
  }
}
