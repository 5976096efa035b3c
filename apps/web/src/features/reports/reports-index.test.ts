import { describe, expect, it } from 'vitest';
import { NAVIGATION, PERMISSIONS, visibleNavigation, type Viewer } from '@atiende/shared';
import { reportCards } from './reports-index';

const viewer = (permissions: string[], modules: string[]): Viewer => ({ permissions, modules, isSuperAdmin: false });
const cardsOf = (v: Viewer) => reportCards(NAVIGATION, visibleNavigation(v)).map((item) => item.to);

describe('the cards of /reports', () => {
  it('lists the reports in the spec’s order, then the group’s other pages', () => {
    const cards = cardsOf(viewer([PERMISSIONS.gestionesViewAll, PERMISSIONS.leadsView, PERMISSIONS.supervisionView], ['Reportes', 'Leads']));
    expect(cards.slice(0, 13)).toEqual([
      '/reports/whatsapp', '/report_for_bot', '/report_for_hour', '/report_for_time', '/reports/campaign-report', '/reports/calls-per-hour',
      '/reports/outgoing-call-duration', '/reports/incoming-call-duration', '/reports/first-attention-time', '/reports/leads', '/leads/report',
      '/reports/average-contact-time', '/report_type',
    ]);
    expect(cards.slice(13, 15)).toEqual(['/managementList', '/report_supervision']);
    // The SLA report came after the others: its card is the last.
    expect(cards.at(-1)).toBe('/reports/sla');
  });

  it('shows only what the user may open: the reports need every agent’s gestiones and the Reportes module', () => {
    expect(cardsOf(viewer([PERMISSIONS.leadsView], ['Reportes', 'Leads']))).toEqual(['/reports/leads', '/leads/report']);
    expect(cardsOf(viewer([PERMISSIONS.gestionesViewAll], []))).toEqual([]);
    expect(cardsOf(viewer([], ['Reportes']))).toEqual([]);
  });

  it('keeps the report pages out of the sidebar', () => {
    const inIndexOnly = NAVIGATION.filter((item) => item.inIndexOnly).map((item) => item.to);
    expect(inIndexOnly).toHaveLength(13);
    expect(inIndexOnly).not.toContain('/managementList');
    expect(NAVIGATION.filter((item) => item.inIndexOnly).every((item) => item.group === 'Reportes' && item.probe.path.includes('fecha_inicio='))).toBe(true);
  });
});
