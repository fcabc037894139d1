import { makeStyles, tokens } from '@fluentui/react-components'

export const imageUploadClassNames = {
  root: 'portico-ImageUpload',
  grid: 'portico-ImageUpload__grid',
} as const

export const useImageUploadStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  tile: {
    width: '112px',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '4px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  thumb: { width: '102px', height: '80px', objectFit: 'cover', display: 'block' },
  placeholder: {
    width: '102px',
    height: '80px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  actions: { display: 'flex', justifyContent: 'space-between' },
  preview: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
})
