// The automatic fixes (docs/API.md "Channel consistency"): an administrator may have a
// channel's listings of reserved and sold cars removed as soon as the report shows them (off
// by default, per channel). They run a moment after the changes that caused them, at start,
// and when the setting is turned on — one run at a time, made by 'Sistema' in the history.
import { asSystem } from '../audit/scope.js';
import type { ServerContext } from '../context.js';
import type { CollectionSpec } from '../db/index.js';
import type { DriftFixer, FixItem } from './fixes.js';
import type { ConsistencyService } from './service.js';

export interface ConsistencySettings {
  _id: string;
  autoFix: Record<string, boolean>;
}

export const CONSISTENCY_SETTINGS: CollectionSpec<ConsistencySettings> = {
  name: 'consistency-settings',
};

const SETTINGS_ID = 'auto-fix';

/** The kinds an automatic fix removes: a car no longer for sale must not stay online. */
const AUTOMATIC_KINDS = new Set(['reservado', 'vendido']);

export class AutoFix {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly context: ServerContext,
    private readonly service: ConsistencyService,
    private readonly fixer: DriftFixer,
  ) {}

  private get settings() {
    return this.context.db.collection(CONSISTENCY_SETTINGS);
  }

  /** Every channel of the registry with its setting (off unless turned on). */
  async read(): Promise<Record<string, boolean>> {
    const stored = (await this.settings.get(SETTINGS_ID))?.autoFix ?? {};
    return Object.fromEntries(this.service.channels.map((c) => [c.id, stored[c.id] === true]));
  }

  async write(autoFix: Record<string, boolean>): Promise<Record<string, boolean>> {
    const known = Object.fromEntries(
      this.service.channels.map((c) => [c.id, autoFix[c.id] === true]),
    );
    const updated = await this.settings.apply(SETTINGS_ID, (doc) => ({ ...doc, autoFix: known }));
    if (!updated) await this.settings.insert({ _id: SETTINGS_ID, autoFix: known });
    this.context.events.changed(CONSISTENCY_SETTINGS.name, 'update', [SETTINGS_ID]);
    this.soon();
    return known;
  }

  /** Runs the automatic fixes now, or once more after the run under way. */
  soon(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.soon();
        }
      });
  }

  /** Resolves when no run is under way. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    const on = await this.read();
    if (!Object.values(on).some(Boolean)) return;
    const report = await this.service.report();
    const items = new Map<string, FixItem>();
    for (const d of report.drifts) {
      if (!on[d.channel] || !AUTOMATIC_KINDS.has(d.kind)) continue;
      items.set(`${d.channel}|${d.idv}|${d.kind}`, {
        channel: d.channel,
        idv: d.idv,
        kind: d.kind,
      });
    }
    if (!items.size) return;
    await asSystem(() => this.fixer.fix([...items.values()], { auto: true }));
  }
}
