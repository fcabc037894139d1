/** The endpoints widgets call; JeecgBoot's by default, so another backend only overrides what differs. */
export interface PorticoEndpoints {
  upload: string
  staticDomain: string
  dictItems: string
  allDictItems: string
}

export const defaultEndpoints: PorticoEndpoints = {
  upload: '/jeecg-boot/sys/common/upload',
  staticDomain: '/jeecg-boot/sys/common/static',
  dictItems: '/sys/dict/getDictItems',
  allDictItems: '/sys/dict/queryAllDictItems',
}
