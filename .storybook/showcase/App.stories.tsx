// Showcase: one story of each App component as it first renders (the interaction tests are the stories
// tagged play-fn). Regenerate the list when a stories file is added.
import type { Meta } from '@storybook/react-vite'
import * as S1 from '../../packages/app/src/components/ListPage/ListPage.stories'
import * as S3 from '../../packages/app/src/components/list/ExcelActions.stories'
import * as S10 from '../../packages/app/src/components/ResourcePage/ResourceFormDialog.stories'
import * as ResourcePageStories from '../../packages/app/src/components/ResourcePage/ResourcePage.stories'
import * as S2 from '../../packages/app/src/layouts/BasicLayout/BasicLayout.stories'
import * as S11 from '../../packages/app/src/shell/account/ChangePasswordDialog.stories'
import * as S12 from '../../packages/app/src/shell/account/DepartSwitchDialog.stories'
import * as S13 from '../../packages/app/src/shell/notices/HeaderNotice.stories'
import * as S14 from '../../packages/app/src/shell/settings/SettingDrawer.stories'
import * as S0 from '../../packages/app/src/views/account/Settings/AccountSettingsPage.stories'
import * as S15 from '../../packages/app/src/views/site/BatchBulkInStore/InStoreBatchDetail.stories'
import * as S4 from '../../packages/app/src/views/user/Alteration/AlterationPage.stories'
import * as S9 from '../../packages/app/src/views/user/ExternalLogin/ExternalLoginPage.stories'
import * as S5 from '../../packages/app/src/views/user/Login/LoginForm.stories'
import * as S6 from '../../packages/app/src/views/user/Login/PhoneLoginForm.stories'
import * as S8 from '../../packages/app/src/views/user/Login/TenantPicker.stories'
import * as S7 from '../../packages/app/src/views/user/Register/RegisterPage.stories'
import { initialState } from './initialState'

export default {
  title: 'App/Showcase',
  // Renders of stories tested in their own files: no second run, and no Docs page of their own.
  tags: ['!test', '!autodocs'],
} satisfies Meta

export const AccountAccountSettingsPage = initialState(S0, S0.BaseInfo, 'Account / AccountSettingsPage')
export const ComponentsListPage = initialState(S1, S1.DeclaredActions, 'Components / ListPage')
export const LayoutBasicLayout = initialState(S2, S2.DarkNavTheme, 'Layout / BasicLayout')
export const ListExcelActions = initialState(S3, S3.ExportWithoutFile, 'List / ExcelActions')
export const LoginAlterationPage = initialState(S4, S4.FourSteps, 'Login / AlterationPage')
export const LoginLoginForm = initialState(S5, S5.SignsIn, 'Login / LoginForm')
export const LoginPhoneLoginForm = initialState(S6, S6.SignsInWithSmsCode, 'Login / PhoneLoginForm')
export const LoginRegisterPage = initialState(S7, S7.Validation, 'Login / RegisterPage')
export const LoginTenantPicker = initialState(S8, S8.PicksATenant, 'Login / TenantPicker')
export const LoginThirdPartyLoginPage = initialState(S9, S9.SignsIn, 'Login / ThirdPartyLoginPage')
export const ResourcePageResourceFormDialog = initialState(
  S10,
  S10.RequiredFields,
  'ResourcePage / ResourceFormDialog',
)
export const ShellChangePasswordDialog = initialState(S11, S11.RequiredFields, 'Shell / ChangePasswordDialog')
export const ShellDepartSwitchDialog = initialState(S12, S12.SwitchesDepartment, 'Shell / DepartSwitchDialog')
export const ShellNoticeBell = initialState(S13, S13.Tabs, 'Shell / NoticeBell')
export const ShellSettingDrawer = initialState(S14, S14.EverySetting, 'Shell / SettingDrawer')
export const SiteInStoreBatchDetail = initialState(S15, S15.ScanAndSaveErrors, 'Site / InStoreBatchDetail')
export const ComponentsResourcePage = initialState(
  ResourcePageStories,
  ResourcePageStories.QuestionPieces,
  'Components / ResourcePage',
)
