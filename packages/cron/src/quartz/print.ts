import type { CronAst, DayOfMonthField, DayOfWeekField, ListField, ValueItem } from './ast'

/** Prints an AST as a canonical 7-field Quartz expression: numbers rather than names, year always present. */
export function printCron(cron: CronAst): string {
  return [
    printList(cron.second),
    printList(cron.minute),
    printList(cron.hour),
    printDayOfMonth(cron.dayOfMonth),
    printList(cron.month),
    printDayOfWeek(cron.dayOfWeek),
    printList(cron.year),
  ].join(' ')
}

export function printList(field: ListField): string {
  return field.items.map(printItem).join(',')
}

function printItem(item: ValueItem): string {
  switch (item.kind) {
    case 'all':
      return '*'
    case 'value':
      return String(item.value)
    case 'range':
      return `${item.start}-${item.end}`
    case 'step':
      return item.end === undefined ? `${item.start}/${item.step}` : `${item.start}-${item.end}/${item.step}`
  }
}

export function printDayOfMonth(field: DayOfMonthField): string {
  switch (field.kind) {
    case 'noSpecific':
      return '?'
    case 'list':
      return printList(field)
    case 'lastDay':
      return field.offset === 0 ? 'L' : `L-${field.offset}`
    case 'lastWeekday':
      return 'LW'
    case 'nearestWeekday':
      return `${field.day}W`
    case 'nearestWeekdayToLast':
      return `L-${field.offset}W`
  }
}

export function printDayOfWeek(field: DayOfWeekField): string {
  switch (field.kind) {
    case 'noSpecific':
      return '?'
    case 'list':
      return printList(field)
    case 'lastWeekdayOfMonth':
      return `${field.weekday}L`
    case 'nthWeekdayOfMonth':
      return `${field.weekday}#${field.nth}`
  }
}
