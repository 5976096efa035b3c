import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LeadListItem } from '@atiende/shared';
import { queryKeys } from '../../app/query-keys';
import { dial } from '../../app/layout/softphone-dial';
import { notifyError } from '../../ui/notices';
import { callRequest } from '../telephony/call-status';
import { leadPhone } from './lead-format';
import { startLead, type LeadChatState } from './leads.api';

/** The navigation state /chat is opened with for a lead (spec §2.1): its number, contact and id. */
export function leadChatState(lead: LeadListItem): LeadChatState | null {
  const phone = leadPhone(lead);
  if (!phone) return null;
  return { selectedChatId: phone.replace(/^\+/, ''), contactId: lead.contact.id, type: 'WhatsApp', is_lead: true, leadId: lead.id };
}

/**
 * Working a lead: opening its chat or calling it first sends INICIAR when the lead is PENDIENTE (spec §4);
 * a refusal is said and nothing else happens.
 */
export function useLeadWork() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = async (lead: LeadListItem): Promise<boolean> => {
    if (lead.estado !== 'PENDIENTE') return true;
    try {
      await startLead(lead.id);
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
    }
    return true;
  };
  return {
    /** Starts the lead before its work (a call from its phone's button); answers whether the work may go on. */
    start,
    async openChat(lead: LeadListItem) {
      const state = leadChatState(lead);
      if (!state || !(await start(lead))) return;
      void navigate('/chat', { state });
    },
    /** Calls the lead's phone as its phone's button does, for its contact, so the finished call opens its typification. */
    async call(lead: LeadListItem) {
      const phone = leadPhone(lead);
      if (!phone || !(await start(lead))) return;
      await dial(callRequest(phone, lead.contact.id));
    },
  };
}
