import type { Db } from '../../db/client'
import { systemDictItems } from '../dicts'
import type { ExcelColumn } from './sheet.types'

/** value ↔ text of the dictionaries an entity's columns use. */
export class DictCodec {
  private constructor(private readonly items: Map<string, { value: string; text: string }[]>) {}

  static async load(db: Db, columns: ExcelColumn[]): Promise<DictCodec> {
    const codes = [...new Set(columns.flatMap((c) => (c.dictCode ? [c.dictCode] : [])))]
    const loaded = await Promise.all(
      codes.map(async (code) => [code, await systemDictItems(db, code)] as const),
    )
    return new DictCodec(new Map(loaded))
  }

  /** The text for a value (the value itself when the dictionary has no such item). */
  text(code: string, value: string): string {
    return this.items.get(code)?.find((o) => o.value === value)?.text ?? value
  }

  /** The value for a text or a value; undefined when it is neither. */
  value(code: string, textOrValue: string): string | undefined {
    const options = this.items.get(code) ?? []
    return (options.find((o) => o.text === textOrValue) ?? options.find((o) => o.value === textOrValue))
      ?.value
  }

  options(code: string): string[] {
    return (this.items.get(code) ?? []).map((o) => o.text)
  }
}
