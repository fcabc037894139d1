// Showcase: one story of each UI component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S0 from '../../packages/ui/src/components/AreaPicker/AreaPicker.stories'
import * as S16 from '../../packages/ui/src/components/BusinessPicker/BusinessPicker.stories'
import * as S6 from '../../packages/ui/src/components/CategoryTreeSelect/CategoryTreeSelect.stories'
import * as S14 from '../../packages/ui/src/components/CodeEditor/CodeEditor.stories'
import * as S17 from '../../packages/ui/src/components/DepartTreeSelect/DepartTreeSelect.stories'
import * as S1 from '../../packages/ui/src/components/DetailDialog/DetailDialog.stories'
import * as S2 from '../../packages/ui/src/components/DetailList/DetailList.stories'
import * as S7 from '../../packages/ui/src/components/DictCheckbox/DictCheckbox.stories'
import * as S8 from '../../packages/ui/src/components/DictMultiSelect/DictMultiSelect.stories'
import * as S9 from '../../packages/ui/src/components/DictRadio/DictRadio.stories'
import * as S10 from '../../packages/ui/src/components/DictSearchSelect/DictSearchSelect.stories'
import * as S11 from '../../packages/ui/src/components/DictSelect/DictSelect.stories'
import * as S12 from '../../packages/ui/src/components/DictSwitch/DictSwitch.stories'
import * as S13 from '../../packages/ui/src/components/DictTreeSelect/DictTreeSelect.stories'
import * as S3 from '../../packages/ui/src/components/PageContent/PageContent.stories'
import * as S4 from '../../packages/ui/src/components/Pagination/Pagination.stories'
import * as S18 from '../../packages/ui/src/components/PopupReportPicker/PopupReportPicker.stories'
import * as S15 from '../../packages/ui/src/components/RichTextEditor/RichTextEditor.stories'
import * as S19 from '../../packages/ui/src/components/RolePicker/RolePicker.stories'
import * as S5 from '../../packages/ui/src/components/SelectionModal/SelectionModal.stories'
import * as S23 from '../../packages/ui/src/components/SliderCaptcha/SliderCaptcha.stories'
import * as S24 from '../../packages/ui/src/components/SubmitDialog/SubmitDialog.stories'
import * as S25 from '../../packages/ui/src/components/TagsInput/TagsInput.stories'
import * as S20 from '../../packages/ui/src/components/UserByDepartPicker/UserByDepartPicker.stories'
import * as S21 from '../../packages/ui/src/components/UserPicker/UserPicker.stories'
import * as S22 from '../../packages/ui/src/provider/PorticoProvider.stories'
import { initialState } from './initialState'

export default {
  title: 'UI/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const AreaPicker = initialState(S0, S0.PickDownToDistrict, 'AreaPicker')
export const BuildingBlocksDetailDialog = initialState(
  S1,
  S1.OpensAt1200AndGoesFullscreen,
  'Building blocks / DetailDialog',
)
export const BuildingBlocksDetailList = initialState(S2, S2.ThreeColumns, 'Building blocks / DetailList')
export const BuildingBlocksPageContent = initialState(S3, S3.WithHeader, 'Building blocks / PageContent')
export const BuildingBlocksPagination = initialState(
  S4,
  S4.PagesSizesAndJumper,
  'Building blocks / Pagination',
)
export const BuildingBlocksSelectionModal = initialState(
  S5,
  S5.MultiSelectTogglesOff,
  'Building blocks / SelectionModal',
)
export const DictionaryCategoryTreeSelect = initialState(
  S6,
  S6.ExpandAndPick,
  'Dictionary / CategoryTreeSelect',
)
export const DictionaryDictCheckbox = initialState(S7, S7.CommaJoined, 'Dictionary / DictCheckbox')
export const DictionaryDictMultiSelect = initialState(S8, S8.CommaJoined, 'Dictionary / DictMultiSelect')
export const DictionaryDictRadio = initialState(S9, S9.Default, 'Dictionary / DictRadio')
export const DictionaryDictSearchSelect = initialState(
  S10,
  S10.FirstPageThenSearch,
  'Dictionary / DictSearchSelect',
)
export const DictionaryDictSelect = initialState(S11, S11.FromServer, 'Dictionary / DictSelect')
export const DictionaryDictSwitch = initialState(S12, S12.OnIsFirstOption, 'Dictionary / DictSwitch')
export const DictionaryDictTreeSelect = initialState(S13, S13.ExpandAndPick, 'Dictionary / DictTreeSelect')
export const EditorsCodeEditor = initialState(S14, S14.JavaScript, 'Editors / CodeEditor')
export const EditorsRichTextEditor = initialState(S15, S15.TypeAndBold, 'Editors / RichTextEditor')
export const PickersBusinessPicker = initialState(
  S16,
  S16.PagesOfFiveWithChosenPanel,
  'Pickers / BusinessPicker',
)
export const PickersDepartTreeSelect = initialState(
  S17,
  S17.SingleSelectReplaces,
  'Pickers / DepartTreeSelect',
)
export const PickersPopupReportPicker = initialState(S18, S18.OpensTheReport, 'Pickers / PopupReportPicker')
export const PickersRolePicker = initialState(S19, S19.MultiSelectAcrossPages, 'Pickers / RolePicker')
export const PickersUserByDepartPicker = initialState(
  S20,
  S20.PickByDepartment,
  'Pickers / UserByDepartPicker',
)
export const PickersUserPicker = initialState(S21, S21.SearchPickAndToggleOff, 'Pickers / UserPicker')
export const PorticoProvider = initialState(S22, S22.Toasts, 'PorticoProvider')
export const SliderCaptcha = initialState(S23, S23.DragPastTheEnd, 'SliderCaptcha')
export const SubmitDialog = initialState(S24, S24.EnterSubmits, 'SubmitDialog')
export const TagsInput = initialState(S25, S25.GroupsInTwos, 'TagsInput')
