import { describe, expect, it } from 'vitest'
import { checkOutboundUrl, isPrivateAddress } from '../../../src/services/partner/outbound-url'

/** Production mode: no loopback exception; names resolve through a stub so DNS answers are chosen here. */
const production = (answers: Record<string, string[]>) => ({
  allowLoopbackHttp: false,
  resolve: async (host: string) => answers[host] ?? [],
})

describe('where a webhook may go', () => {
  it('refuses, in production, a name whose DNS answer holds a private or loopback address', async () => {
    const policy = production({
      'hooks.partner.example': ['93.184.216.34', '10.0.0.7'],
      'rebind.example': ['::ffff:127.0.0.1'],
      'six.example': ['fd12::1'],
    })
    await expect(checkOutboundUrl('https://hooks.partner.example/x', policy)).rejects.toThrow('10.0.0.7')
    await expect(checkOutboundUrl('https://rebind.example/x', policy)).rejects.toThrow('内网或本机')
    await expect(checkOutboundUrl('https://six.example/x', policy)).rejects.toThrow('内网或本机')
    await expect(checkOutboundUrl('https://127.0.0.1/x', policy)).rejects.toThrow('内网或本机')
    await expect(checkOutboundUrl('http://127.0.0.1:8080/x', policy)).rejects.toThrow('https')
    await expect(checkOutboundUrl('https://nowhere.example/x', policy)).rejects.toThrow('无法解析')
  })

  it('accepts https to a public address and connects to the address it checked', async () => {
    const policy = production({ 'hooks.partner.example': ['93.184.216.34'] })
    const { url, address } = await checkOutboundUrl('https://hooks.partner.example/portico?x=1', policy)
    expect([url.hostname, address]).toEqual(['hooks.partner.example', '93.184.216.34'])
  })

  it('allows the http://127.0.0.1 receiver only when told (NODE_ENV=test)', async () => {
    const test = { allowLoopbackHttp: true, resolve: async () => ['10.0.0.1'] }
    await expect(checkOutboundUrl('http://127.0.0.1:9/x', test)).resolves.toMatchObject({
      address: '127.0.0.1',
    })
    await expect(checkOutboundUrl('https://intranet.example/x', test)).rejects.toThrow('10.0.0.1')
  })

  it('classifies the reserved ranges', () => {
    const privateOnes = [
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
    ]
    const publicOnes = ['8.8.8.8', '172.32.0.1', '2606:4700::1111']
    expect(privateOnes.filter((a) => !isPrivateAddress(a))).toEqual([])
    expect(publicOnes.filter(isPrivateAddress)).toEqual([])
  })
})
