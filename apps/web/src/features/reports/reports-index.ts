import type { NavigationItem } from '@atiende/shared';

/** The reports in the order the spec lists them on /reports; the group's other pages follow in the sidebar's order. */
const SPEC_ORDER = [
  'whatsappHourReport', 'botReport', 'hourReport', 'timePerStateReport', 'campaignReport', 'callsPerHourReport',
  'outgoingCallDurationReport', 'incomingCallDurationReport', 'firstAttentionReport', 'leadsHourReport', 'leadsReport',
  'averageContactTimeReport',
  'tipificacionReport',
];

/** The cards of /reports: the other Reportes pages among `visible`, the spec's reports first in its order. */
export function reportCards(navigation: readonly NavigationItem[], visible: readonly NavigationItem[]): NavigationItem[] {
  const reports = navigation.filter((item) => item.group === 'Reportes' && item.to !== '/reports' && visible.includes(item));
  const rank = (item: NavigationItem) => {
    const index = SPEC_ORDER.indexOf(item.key);
    return index === -1 ? SPEC_ORDER.length : index;
  };
  // Array.prototype.sort is stable: the pages outside the spec's list keep their order.
  return [...reports].sort((a, b) => rank(a) - rank(b));
}
