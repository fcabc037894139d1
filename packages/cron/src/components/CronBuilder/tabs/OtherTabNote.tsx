import { Text } from '@fluentui/react-components'

/** Shown on the day or week tab while the other one decides the day: Quartz lets only one of them be set. */
export function OtherTabNote({ other }: { other: '日' | '周' }) {
  return (
    <Text as="p" size={200}>
      日与周只能指定其一，当前由“{other}”页决定；选择本页的方式即改为按本页执行。
    </Text>
  )
}
