// The own sites' dashboards read their sale stock through the one stock dashboard's
// useDashboardRows (../stockDashboard), with these fields (domain/ownSites/sites.ts).
export { OWN_SITE_DASHBOARD_FIELDS as DASHBOARD_FIELDS } from '../../domain/ownSites/sites';
