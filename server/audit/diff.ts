// What changed in a document, field by field, for the audit trail: top-level fields compared
// by value; a list or an object that changed in a few places is named down to those places
// ('precios[0].valor'), one that changed in many is summarised ('12 elementos → 13 elementos').
import { fieldLabel } from '../fieldLabels.js';
import { sameJson } from '../sameJson.js';
import type { AuditChange, AuditValue } from './types.js';

/** Places named within one field before it is summarised instead. */
const MAX_PLACES = 6;
/** Longest text kept as a value. */
const MAX_TEXT = 300;

type Fields = Readonly<Record<string, unknown>>;

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/** Absent and null are the same for the history (a field cleared either way). */
const isEmpty = (value: unknown) => value === undefined || value === null;

/** Equal as JSON, whatever the order of keys (PostgreSQL gives them back reordered). */
function same(a: unknown, b: unknown): boolean {
  if (a === b || (isEmpty(a) && isEmpty(b))) return true;
  if (!isContainer(a) || !isContainer(b)) return false;
  return sameJson(a, b);
}

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A value as the history keeps it. */
function auditValue(value: unknown): AuditValue {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value))
    return `${value.length} ${value.length === 1 ? 'elemento' : 'elementos'}`;
  return cut(JSON.stringify(value));
}

/** 'precios[0].valor' → 'Precios nº 1 › Valor', each part by the field labels. */
export function pathLabel(path: string, label: (name: string) => string = fieldLabel): string {
  return path
    .replace(/\[(\d+)\]/g, (_m, index: string) => ` nº ${Number(index) + 1}`)
    .split('.')
    .map((part) => {
      const [name, rest] = part.split(' nº ');
      const named = label(name!);
      return rest === undefined ? named : `${named} nº ${rest}`;
    })
    .join(' › ');
}

/** The places where `a` and `b` differ, down to scalars; stops past `limit`. */
function places(
  a: unknown,
  b: unknown,
  path: string,
  out: [string, unknown, unknown][],
  limit: number,
) {
  if (out.length > limit || same(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      places(a[i], b[i], `${path}[${i}]`, out, limit);
    return;
  }
  if (isContainer(a) && isContainer(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const x = a as Fields;
    const y = b as Fields;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      places(x[key], y[key], `${path}.${key}`, out, limit);
    }
    return;
  }
  out.push([path, a, b]);
}

/**
 * The changes from `before` to `after`, top-level fields in the document's order, `_id` and
 * the `ignored` ones left out.
 */
export function fieldChanges(
  before: Fields,
  after: Fields,
  options: { ignored?: ReadonlySet<string>; label?: (name: string) => string } = {},
): AuditChange[] {
  const changes: AuditChange[] = [];
  const label = options.label ?? fieldLabel;
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field === '_id' || options.ignored?.has(field)) continue;
    const a = before[field];
    const b = after[field];
    if (same(a, b)) continue;
    const found: [string, unknown, unknown][] = [];
    if (isContainer(a) && isContainer(b)) places(a, b, field, found, MAX_PLACES);
    if (found.length && found.length <= MAX_PLACES) {
      for (const [path, x, y] of found) {
        changes.push({
          field: path,
          label: pathLabel(path, label),
          before: auditValue(x),
          after: auditValue(y),
        });
      }
    } else {
      changes.push({ field, label: label(field), before: auditValue(a), after: auditValue(b) });
    }
  }
  return changes;
}
