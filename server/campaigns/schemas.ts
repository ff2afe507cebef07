// The JSON schemas of a view's bodies (views.ts): strict (unknown fields 400), types and
// lengths; the rules that need more than a schema (real instants, order, colours, icon) are
// rules.ts. The Spanish labels of the view's fields replace the field names in the 400s.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { validationProblem } from '../validation.js';
import { NAME_MAX } from './rules.js';
import type { CampaignField, CampaignView } from './views.js';

const TYPES: Record<CampaignField, object> = {
  name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
  startDate: { type: 'string', minLength: 1, maxLength: 40 },
  endDate: { type: 'string', minLength: 1, maxLength: 40 },
  active: { type: 'boolean' },
  temporary: { type: 'boolean' },
  campaignText: { type: 'string', maxLength: 500 },
  // '' or null: no image.
  campaignImage: { type: 'string', maxLength: 500, nullable: true },
  campaignColor: { type: 'string', maxLength: 40 },
  campaignTextColor: { type: 'string', maxLength: 40 },
};

const properties = (view: CampaignView) =>
  Object.fromEntries(Object.entries(view.fields).map(([name, field]) => [name, TYPES[field]]));

/** POST: name, startDate and endDate required; the rest get defaults. */
export const createBody = (view: CampaignView) => ({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'startDate', 'endDate'],
  properties: properties(view),
});

/** PUT: any of the fields (at least one); the record as read may be sent back with its _id. */
export const updateBody = (view: CampaignView) => ({
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { _id: { type: 'string', maxLength: 64 }, ...properties(view) },
});

/**
 * Validation errors of the view's bodies name the field by the view's Spanish label
 * ('Fecha de inicio', 'Color del distintivo'); the app's error handler answers the rest.
 */
export function labelValidationErrors(app: FastifyInstance, view: CampaignView): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!error.validation || error.validationContext !== 'body') throw error;
    const { message, field } = validationProblem(error.validation, 'body');
    const label = field === undefined ? undefined : view.labels[field];
    const named = label ? message.replace(/^El campo '[^']*'/, `El campo '${label}'`) : message;
    throw new HttpError(400, named, field === undefined ? {} : { field });
  });
}
