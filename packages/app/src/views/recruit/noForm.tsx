import type { EntityFormProps } from '../../components/form/useEntityForm'

/** For lists nobody adds to or edits row by row (applications, the SMS outbox): their pages grant no add or edit. */
export function NoForm<Row>(_props: EntityFormProps<Row>) {
  return null
}
