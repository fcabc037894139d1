import { expect, userEvent, waitFor, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/** Helpers of the builder's play functions: they drive the controls by their accessible names. */
export const expressionInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Cron表达式' })

export async function expectExpression(canvas: Canvas, expression: string) {
  await waitFor(() => expect(expressionInput(canvas)).toHaveValue(expression))
}

export async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('tab', { name }))
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'))
}

export async function chooseMode(canvas: Canvas, name: string) {
  const radio = canvas.getByRole('radio', { name })
  await userEvent.click(radio)
  await waitFor(() => expect(radio).toBeChecked())
}

export async function setNumber(canvas: Canvas, name: string, value: number) {
  const input = canvas.getByRole('spinbutton', { name })
  await userEvent.clear(input)
  await userEvent.type(input, `${value}{Enter}`)
  await waitFor(() => expect(input).toHaveValue(String(value)))
}

export async function checkValues(canvas: Canvas, group: string, labels: string[]) {
  const grid = within(canvas.getByRole('group', { name: group }))
  for (const label of labels) await userEvent.click(grid.getByRole('checkbox', { name: label }))
}

export async function chooseWeekday(canvas: Canvas, dropdown: string, weekday: string) {
  const select = canvas.getByRole('combobox', { name: dropdown })
  await userEvent.selectOptions(select, weekday)
  await waitFor(() => expect(select).toHaveDisplayValue(weekday))
}

export async function typeExpression(canvas: Canvas, expression: string) {
  const input = expressionInput(canvas)
  await userEvent.clear(input)
  await userEvent.type(input, expression)
}

export interface UnitCase {
  tab: string
  /** Position of the unit's field in the 7-field expression. */
  field: number
  every: string
  at: string
  interval: string
  increment: [start: number, step: number]
  specific: [number, number]
  range: [start: number, end: number]
}

/** Modes 1-4 of a simple unit, asserting the expression after each. */
export async function playUnitModes(canvas: Canvas, unit: UnitCase) {
  const expect7 = (text: string) => {
    const fields = '* * * * * ? *'.split(' ')
    fields[unit.field] = text
    return expectExpression(canvas, fields.join(' '))
  }
  await openTab(canvas, unit.tab)

  await chooseMode(canvas, `从…${unit.at}开始，每…${unit.interval}执行一次`)
  await setNumber(canvas, `${unit.tab}起始值`, unit.increment[0])
  await setNumber(canvas, `${unit.tab}间隔`, unit.increment[1])
  await expect7(`${unit.increment[0]}/${unit.increment[1]}`)

  await chooseMode(canvas, `指定${unit.tab}`)
  await checkValues(canvas, `指定${unit.tab}`, unit.specific.map(String))
  await expect7(unit.specific.join(','))

  await chooseMode(canvas, `周期从…到…${unit.at}`)
  await setNumber(canvas, `${unit.tab}周期起始`, unit.range[0])
  await setNumber(canvas, `${unit.tab}周期结束`, unit.range[1])
  await expect7(`${unit.range[0]}-${unit.range[1]}`)

  await chooseMode(canvas, unit.every)
  await expect7('*')
}
