import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalL },
  short: { width: '40%' },
})

/** A page whose code is still loading: a skeleton in its pane, the shell around it stays. */
export function PageLoading() {
  const styles = useStyles()
  return (
    <Skeleton role="status" aria-label="页面加载中" className={styles.root}>
      <SkeletonItem size={24} className={styles.short} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  )
}
