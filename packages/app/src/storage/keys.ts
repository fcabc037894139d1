/** Local storage keys (spec §3). */
export const StorageKey = {
  accessToken: 'Access-Token',
  tenantId: 'TENANT_ID',
  userInfo: 'Login_Userinfo',
  userName: 'Login_Username',
  sessionKind: 'Login_Kind',
  intervieweeInfo: 'Login_Interviewee',
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysAuth: 'SYS_BUTTON_AUTH',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  cachedRoutes: 'CACHE_ROUTES',
  routeTitles: 'ROUTE_TITLE',
  pageSettings: 'PAGE_SETTINGS',
  sidebarOpen: 'SIDEBAR_TYPE',
  /** A résumé change the portal could not save before the page went; saved on the next visit. */
  resumeUnsaved: 'RECRUIT_RESUME_UNSAVED',
} as const
