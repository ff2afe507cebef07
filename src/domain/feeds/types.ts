// The feed files marketplaces ingest (docs/API.md "Feeds"): the shapes the reference API answers
// and the console reads, shared by both halves.

export type FeedFormat = 'xml' | 'csv';

/** The last generation of one feed file (`GET /api/feeds`). */
export interface FeedInfo {
  /** The channel id: 'wallapop', 'motoreto', 'oferta-de-coches', 'aramis'. */
  channel: string;
  /** File name inside the channel's feeds folder: 'wlp-general.xml'. */
  file: string;
  format: FeedFormat;
  /** ISO date of the generation that wrote it. */
  generatedAt: string;
  /** Vehicles in the file. */
  count: number;
  /** Size of the file. */
  bytes: number;
  /** Where it is served, relative to the API base: '/feeds/wallapop/wlp-general.xml'. */
  path: string;
  /** Who the file is for when a channel writes several (Wallapop: one per account). */
  scope?: { id: string; label: string };
}

/** What a generation call (update-xml-files, create-xml, csv) answers. */
export interface FeedRunAnswer {
  message: string;
  /** Vehicles over every file written. */
  count: number;
  files: FeedInfo[];
}

/** What a drop call (drop, drop-collection) answers. */
export interface DropAnswer {
  message: string;
  count: number;
}
