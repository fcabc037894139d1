import { Link, makeStyles, tokens } from '@fluentui/react-components'
import { buildStaticUrl, fileNameOfPath, splitPaths } from '@portico/upload'
import { appConfig } from '../../config'

const useStyles = makeStyles({
  thumbs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  thumb: { width: '32px', height: '32px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  files: { display: 'flex', flexDirection: 'column' },
})

const staticUrl = (path: string) => buildStaticUrl(appConfig.staticDomainUrl, path)

/** An image field in a list: the first picture (the cover) and how many there are. */
export function ImagesCell({ paths, name }: { paths: string | null; name: string }) {
  const styles = useStyles()
  const list = splitPaths(paths)
  if (list.length === 0) return null
  return (
    <span className={styles.thumbs}>
      <img className={styles.thumb} src={staticUrl(list[0])} alt={`${name} 封面图`} />
      {list.length > 1 && <span>共{list.length}张</span>}
    </span>
  )
}

/** A file field in a list: each file as a link named after it. */
export function FilesCell({ paths }: { paths: string | null }) {
  const styles = useStyles()
  return (
    <span className={styles.files}>
      {splitPaths(paths).map((path) => (
        <Link key={path} href={staticUrl(path)} target="_blank" rel="noreferrer">
          {fileNameOfPath(path)}
        </Link>
      ))}
    </span>
  )
}
