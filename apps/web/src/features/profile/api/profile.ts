import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccountDelete, type EmailConfirm, type PasswordChange, type Profile, type ProfilePatch, detailSchema, profileSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { saveUser } from '@/lib/storage/session-store';

/**
 * GET /api/users/me: the seeker's profile (the User plus `pending_email`), validated against `profileSchema`.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getProfile(): Promise<Profile> {
  const { data } = await apiClient.get<unknown>('/api/users/me');
  return profileSchema.parse(data);
}

/** Query options of the profile (key `['profile']`). */
export const profileQueryOptions = queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });
export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Keeps the cached User (header name, kept in local storage) in step with a fresh profile. */
function remember(profile: Profile): void {
  const { pending_email: _pending, ...user } = profile;
  saveUser(user);
}

/**
 * PATCH /api/users/me: name, Telegram, portfolio link; a new e-mail with the current password starts the change
 * (a link goes to the new address). @throws the HttpError (400 validation_failed / password_incorrect, 409 email_taken)
 */
export async function updateProfile(body: ProfilePatch): Promise<Profile> {
  const { data } = await apiClient.patch<unknown>('/api/users/me', body);
  return profileSchema.parse(data);
}
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    meta: SHOWN_TO_USER,
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      // The answer bank's portfolio link is this profile's link (one store on the server).
      void queryClient.invalidateQueries({ queryKey: queryKeys.answerBank() });
      remember(profile);
    },
  });
}

/** POST /api/users/me/password: other sessions are signed out. @throws the HttpError (400 password_incorrect) */
export async function changePassword(body: PasswordChange): Promise<string> {
  const { data } = await apiClient.post<unknown>('/api/users/me/password', body);
  return detailSchema.parse(data).detail;
}
export function useChangePasswordMutation() {
  return useMutation({ mutationKey: ['profile', 'password'], meta: SHOWN_TO_USER, mutationFn: changePassword });
}

/** POST /api/users/email/confirm {token}: applies the e-mail change of a mailed link. @throws 400 email_change_invalid */
export async function confirmEmail(body: EmailConfirm): Promise<string> {
  const { data } = await apiClient.post<unknown>('/api/users/email/confirm', body);
  return detailSchema.parse(data).detail;
}
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'confirm-email'],
    meta: SHOWN_TO_USER,
    mutationFn: confirmEmail,
    onSuccess: async () => {
      // A profile read that began before the confirmation (the page's own first read) would answer the old e-mail,
      // and fetchQuery would only join it: cancel it first, then read again.
      await queryClient.cancelQueries({ queryKey: queryKeys.profile });
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
      remember(profile);
    },
  });
}

/**
 * GET /api/users/me/export: everything Otklik holds on the seeker, saved by the browser as a JSON file.
 * @returns the file name used. @throws the HttpError of the call
 */
export async function downloadExport(): Promise<string> {
  const response = await apiClient.get<unknown>('/api/users/me/export');
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'otklik-export.json';
  const blob = new Blob([JSON.stringify(response.data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
export function useExportMutation() {
  return useMutation({ mutationKey: ['profile', 'export'], meta: SHOWN_TO_USER, mutationFn: downloadExport });
}

/** DELETE /api/users/me {password}: deletes the account (152-FZ); the session ends. @throws 400 password_incorrect */
export async function deleteAccount(body: AccountDelete): Promise<string> {
  const { data } = await apiClient.delete<unknown>('/api/users/me', { data: body });
  return detailSchema.parse(data).detail;
}
export function useDeleteAccountMutation() {
  return useMutation({ mutationKey: ['profile', 'delete'], meta: SHOWN_TO_USER, mutationFn: deleteAccount });
}
