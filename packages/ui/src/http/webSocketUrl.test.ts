import { describe, expect, it } from 'vitest'
import { webSocketUrl } from './webSocketUrl'

describe('webSocketUrl', () => {
  it('takes a path on the page host, ws or wss to match its scheme, and encodes each segment', () => {
    expect(
      webSocketUrl('/jeecg-boot/vxeSocket', ['u 1', 'p/1'], { protocol: 'https:', host: 'a.b:8443' }),
    ).toBe('wss://a.b:8443/jeecg-boot/vxeSocket/u%201/p%2F1')
    expect(webSocketUrl('/jeecg-boot/', ['websocket', 'u1'], { protocol: 'http:', host: 'x' })).toBe(
      'ws://x/jeecg-boot/websocket/u1',
    )
    expect(webSocketUrl('jeecg-boot', ['websocket'], { protocol: 'http:', host: 'x' })).toBe(
      'ws://x/jeecg-boot/websocket',
    )
  })

  it('keeps the host of an absolute url, http turned into ws', () => {
    const page = { protocol: 'http:', host: 'x' }
    expect(webSocketUrl('https://api.example/jeecg-boot', ['websocket', 'u1'], page)).toBe(
      'wss://api.example/jeecg-boot/websocket/u1',
    )
    expect(webSocketUrl('http://api.example/jeecg-boot/vxeSocket/', ['u1', 'p1'], page)).toBe(
      'ws://api.example/jeecg-boot/vxeSocket/u1/p1',
    )
    expect(webSocketUrl('ws://api/vxeSocket', ['u1', 'p1'], { protocol: 'https:', host: 'x' })).toBe(
      'ws://api/vxeSocket/u1/p1',
    )
  })
})
