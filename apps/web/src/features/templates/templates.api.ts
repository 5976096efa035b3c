import { useQuery } from '@tanstack/react-query';
import { client, type Body } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';

const keys = queryKeys.templates;

export type TemplateCreateBody = Body<'/whatsapp/template/', 'post'>;

/** Creates a template and submits it to WhatsApp's review (PENDING until the review answers). */
export const createTemplate = (body: TemplateCreateBody) => client.post('/whatsapp/template/', { body });

/** The APPROVED templates of a campaign, those a broadcast of it may send. */
export function useApprovedTemplates(campaign: number | null) {
  return useQuery({
    queryKey: keys.options('approved', campaign),
    queryFn: () => client.get('/whatsapp/template/FullList/', { query: { campaign: campaign!, status: 'APPROVED' } }),
    enabled: campaign !== null,
  });
}
