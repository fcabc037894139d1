export const UNDECLARED_ROUTES: readonly string[] = []
