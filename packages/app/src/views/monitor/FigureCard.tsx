import { Card } from '@fluentui/react-components'
import { DetailList, DetailListItem } from '@portico/ui'

/** A card of named figures; each value is already formatted (不可用 when unreadable). */
export function FigureCard({
  title,
  figures,
  col = 3,
}: {
  title: string
  figures: [string, string][]
  col?: number
}) {
  return (
    <Card>
      <DetailList title={title} col={col}>
        {figures.map(([term, value]) => (
          <DetailListItem key={term} term={term}>
            {value}
          </DetailListItem>
        ))}
      </DetailList>
    </Card>
  )
}
