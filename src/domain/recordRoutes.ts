// The sub-addresses of the pages under a resource that are not one of its records: a console
// address `/stock-gomotor/new-car` is the create page, `/stock-gomotor/100008` a vehicle. Kept
// here, without imports, so that the first download (main.tsx) and the resources read the same
// names.

/** An own site's create page: /stock-gomotor/new-car, /stock-grupoliva/new-car. */
export const OWN_SITE_CREATE_ROUTE = 'new-car';

/** The renting create page: /stock-renting/add-vehicle. */
export const RENTING_CREATE_ROUTE = 'add-vehicle';

/** react-admin's own create page of any resource: /{resource}/create. */
export const RESOURCE_CREATE_ROUTE = 'create';
