import { makeStyles, tokens } from '@fluentui/react-components'

export const cronBuilderClassNames = { root: 'portico-CronBuilder' }

export const useCronBuilderStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  panel: {
    minHeight: '240px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  expression: { fontFamily: tokens.fontFamilyMonospace },
  preview: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, fontFamily: tokens.fontFamilyMonospace },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
})
