import type { Db } from '../../db/client'
import { systemDictItems } from '../dicts/dicts'
import type { ExcelColumn } from './sheet.types'

interface Dictionary {
  texts: string[]
  textFor: Map<string, string>
  /** Text → value, then value → value (a cell may hold either). */
  valueFor: Map<string, string>
}

/** value ↔ text of the dictionaries an entity's columns use (looked up per cell, so by map). */
export class DictCodec {
  private constructor(private readonly dicts: Map<string, Dictionary>) {}

  static async load(db: Db, columns: ExcelColumn[]): Promise<DictCodec> {
    const codes = [...new Set(columns.flatMap((c) => (c.dictCode ? [c.dictCode] : [])))]
    const loaded = await Promise.all(
      codes.map(async (code) => [code, await systemDictItems(db, code)] as const),
    )
    return DictCodec.fromOptions(Object.fromEntries(loaded))
  }

  /** From options already read (e.g. an online report's table dictionaries). */
  static fromOptions(options: Record<string, { value: string; text: string }[]>): DictCodec {
    const dictionaries = Object.entries(options).map(([code, items]) => {
      const valueFor = new Map<string, string>()
      for (const o of items) if (!valueFor.has(o.text)) valueFor.set(o.text, o.value)
      for (const o of items) if (!valueFor.has(o.value)) valueFor.set(o.value, o.value)
      const textFor = new Map<string, string>()
      for (const o of items) if (!textFor.has(o.value)) textFor.set(o.value, o.text)
      return [code, { texts: items.map((o) => o.text), textFor, valueFor }] as const
    })
    return new DictCodec(new Map(dictionaries))
  }

  /** The text for a value (the value itself when the dictionary has no such item). */
  text(code: string, value: string): string {
    return this.dicts.get(code)?.textFor.get(value) ?? value
  }

  /** The value for a text or a value; undefined when it is neither. */
  value(code: string, textOrValue: string): string | undefined {
    return this.dicts.get(code)?.valueFor.get(textOrValue)
  }

  options(code: string): string[] {
    return this.dicts.get(code)?.texts ?? []
  }
}
