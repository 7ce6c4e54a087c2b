import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanionAskReply, companionAskReplySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { companionKeys } from './keys';

/** POST /api/companion/asks/{id}. */
export const companionAskPath = (id: string) => `/api/companion/asks/${encodeURIComponent(id)}`;

/**
 * The seeker's answer to a hard stop: try again, their own answer to the employer's question, or «I apply myself».
 * @throws the HttpError of the call (404: already settled), or a ZodError for a body outside the contract
 */
export async function replyToAsk(input: { id: string; reply: CompanionAskReply }): Promise<void> {
  await apiClient.post(companionAskPath(input.id), companionAskReplySchema.parse(input.reply));
}

/** Mutation around {@link replyToAsk}; refreshes the status and the audit log. */
export function useReplyToAsk() {
  const client = useQueryClient();
  return useMutation({ mutationFn: replyToAsk, onSettled: () => client.invalidateQueries({ queryKey: companionKeys.all }) });
}
