/** Dialogs of the users screen open through `?action=`, so a link or reload reopens them. */
export type UsersAction = 'create';

export const USERS_PATH = '/dashboard/users';

export function usersUrl(params: { action?: UsersAction } = {}): string {
  return params.action ? `${USERS_PATH}?action=${params.action}` : USERS_PATH;
}
