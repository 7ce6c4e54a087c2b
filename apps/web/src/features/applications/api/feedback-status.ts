import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationPage, type FeedbackStatus, feedbackStatusBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** What {@link setFeedbackStatus} and {@link deleteFeedbackStatus} act on. */
export interface FeedbackStatusInput {
  applicationId: string;
  /** The mark to set; null deletes it. */
  feedbackStatus: FeedbackStatus | null;
}

function feedbackStatusPath(applicationId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/feedback_status`;
}

/**
 * PUT /api/applications/{id}/feedback_status `{feedback_status}`: sets the
 * seeker's like or dislike of an application. A 403 goes to /subscription through the transport.
 * @throws the HttpError of the call
 */
export async function setFeedbackStatus(applicationId: string, feedbackStatus: FeedbackStatus): Promise<void> {
  await apiClient.put(feedbackStatusPath(applicationId), feedbackStatusBodySchema.parse({ feedback_status: feedbackStatus }));
}

/**
 * DELETE /api/applications/{id}/feedback_status: removes the mark. A 403 goes to /subscription.
 * @throws the HttpError of the call
 */
export async function deleteFeedbackStatus(applicationId: string): Promise<void> {
  await apiClient.delete(feedbackStatusPath(applicationId));
}

/**
 * Sets (PUT) or deletes (DELETE) an application's feedback status; on success every cached page shows the new mark.
 * Failures are logged by the query client and shown nowhere (other call failures show no message).
 */
export function useFeedbackStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['applications', 'feedback-status'],
    mutationFn: ({ applicationId, feedbackStatus }: FeedbackStatusInput) =>
      feedbackStatus === null ? deleteFeedbackStatus(applicationId) : setFeedbackStatus(applicationId, feedbackStatus),
    onSuccess: (_result, { applicationId, feedbackStatus }) => {
      queryClient.setQueriesData<ApplicationPage>({ queryKey: queryKeys.applications.lists() }, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              items: page.items.map((item) => (item.id === applicationId ? { ...item, feedback_status: feedbackStatus } : item)),
            },
      );
    },
  });
}
