// Showcase: one story of each Upload component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S0 from '../../packages/upload/src/components/FilePopup/FilePopup.stories'
import * as S1 from '../../packages/upload/src/components/FileUpload/FileUpload.stories'
import * as S2 from '../../packages/upload/src/components/ImageUpload/ImageUpload.stories'
import * as S3 from '../../packages/upload/src/components/ImportExcelDialog/ImportExcelDialog.stories'
import * as S5 from '../../packages/upload/src/components/UploadCell/UploadCell.stories'
import * as S4 from '../../packages/upload/src/uploadActivity/UploadActivityScope.stories'
import { initialState } from './initialState'

export default {
  title: 'Upload/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const FilePopup = initialState(S0, S0.ConfirmWithoutFiles, 'FilePopup')
export const FileUpload = initialState(S1, S1.Idle, 'FileUpload')
export const ImageUpload = initialState(S2, S2.Idle, 'ImageUpload')
export const ImportExcelDialog = initialState(S3, S3.BadExtension, 'ImportExcelDialog')
export const UploadActivityScope = initialState(S4, S4.Idle, 'UploadActivityScope')
export const UploadCell = initialState(S5, S5.Empty, 'UploadCell')
