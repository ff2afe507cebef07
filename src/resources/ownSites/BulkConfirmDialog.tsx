// The bulk confirmation is the one of every stock dashboard (../stockDashboard).
export { BulkConfirmDialog, type BulkConfirmation } from '../stockDashboard/BulkConfirmDialog';
