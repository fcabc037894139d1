import { animationsSettled, PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { deliveredToTokyo, trackMock } from '../../mocks/trackHandlers'
import TrackPage from './TrackPage'

const track = trackMock()
/** Asks for the slider from the second query on. */
const bursting = trackMock({ burst: 1 })
const LANGUAGE_KEY = 'portico.track.language'

const viewports = {
  desktop: { name: '桌面 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  phone: { name: '手机 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const

const meta: Meta<typeof TrackPage> = {
  title: 'App/Track/TrackPage',
  component: TrackPage,
  render: () => (
    <PorticoProvider http={http}>
      <TrackPage />
    </PorticoProvider>
  ),
  parameters: { layout: 'fullscreen', msw: { handlers: track.handlers }, viewport: { options: viewports } },
  beforeEach: ({ parameters }) => {
    track.reset()
    bursting.reset()
    localStorage.setItem(LANGUAGE_KEY, parameters.language ?? 'zh')
    return () => localStorage.removeItem(LANGUAGE_KEY)
  },
}
export default meta
type Story = StoryObj<typeof TrackPage>

const unknown = 'LX999999995CN'

async function trackTwo(canvasElement: HTMLElement, label: RegExp, button: RegExp) {
  const canvas = within(canvasElement)
  // Buyers paste the numbers from their order mail.
  await userEvent.click(canvas.getByRole('textbox', { name: label }))
  await userEvent.paste(`${deliveredToTokyo.trackingNo}, ${unknown}`)
  await userEvent.click(canvas.getByRole('button', { name: button }))
  return canvas
}

/** A buyer in China on a desktop: Chinese texts, newest event first, each at its place's local time and offset. */
export const DesktopChinese: Story = {
  parameters: { language: 'zh' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await trackTwo(canvasElement, /运单号/, /查询/)
    const parcel = await canvas.findByRole(
      'region',
      { name: deliveredToTokyo.trackingNo },
      { timeout: 10_000 },
    )
    const events = within(within(parcel).getByRole('list', { name: '追踪记录' })).getAllByRole('listitem')
    expect(events.map((e) => e.textContent)).toEqual([
      expect.stringContaining('已签收2026-11-23 15:05:00 (UTC+09:00, 当地时间) · Tokyo'),
      expect.stringContaining('已到达目的国2026-11-22 10:40:00 (UTC+09:00'),
      expect.stringContaining('包裹已到达处理中心并完成入库2026-11-20 10:15:00 (UTC+08:00'),
    ])
    expect(parcel).toHaveTextContent('目的国派送: 成田国際通関株式会社')
    const other = canvas.getByRole('region', { name: unknown })
    expect(other).toHaveTextContent('暂无追踪信息')
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** A buyer abroad on a phone switches to English; the choice is remembered. */
export const PhoneEnglish: Story = {
  parameters: { language: 'zh' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: '语言' }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'English' }),
    )
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en')
    await trackTwo(canvasElement, /Tracking numbers/, /^Track$/)
    const parcel = await canvas.findByRole(
      'region',
      { name: deliveredToTokyo.trackingNo },
      { timeout: 10_000 },
    )
    expect(parcel).toHaveTextContent('Delivered')
    expect(parcel).toHaveTextContent('2026-11-23 15:05:00 (UTC+09:00, local time)')
    expect(parcel).toHaveTextContent('Delivered locally by: Narita International Customs Brokerage')
    expect(parcel).toHaveTextContent(
      'Arrived at the processing centre2026-11-20 10:15:00 (UTC+08:00, local time) · Shenzhen',
    )
    // Places and carriers by their English names: nothing of the parcel is in Chinese or Japanese writing.
    expect(parcel.textContent).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/)
    expect(canvas.getByRole('region', { name: unknown })).toHaveTextContent('No tracking information yet')
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** After a burst the slider appears; passing it (keyboard: End) runs the query. */
export const SliderAfterBurst: Story = {
  parameters: { language: 'en', msw: { handlers: bursting.handlers } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await trackTwo(canvasElement, /Tracking numbers/, /^Track$/)
    await canvas.findByRole('region', { name: unknown }, { timeout: 10_000 })
    await userEvent.click(canvas.getByRole('button', { name: /^Track$/ }))
    expect(
      await canvas.findByText(/Too many searches. Slide to verify/, undefined, { timeout: 10_000 }),
    ).toBeVisible()
    const slider = canvas.getByRole('slider', { name: 'Slide to verify' })
    slider.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.queryByRole('slider')).not.toBeInTheDocument(), { timeout: 10_000 })
    expect(canvas.getByRole('region', { name: deliveredToTokyo.trackingNo })).toHaveTextContent('Delivered')
    await animationsSettled(canvasElement.ownerDocument)
  },
}
