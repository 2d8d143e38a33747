import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'latest-complaints',
    audience: ['business'],
    order: 70,
    title: 'widgets.latestComplaints',
    to: '/dashboard/home/supports',
    ns: ['support', 'table'],
    load: () => import('./latest-complaints-widget').then((m) => m.LatestComplaintsWidget),
  },
]);
