// The feed files of the channels (docs/API.md "Feeds"): their last generation (GET /feeds), a file
// read with the session token (it is not public: the browser cannot add the token to a plain link,
// so the console reads it as a blob and opens or saves that), and the drop calls with their
// confirmation count.
import { HttpError } from 'react-admin';
import { getSession } from '../../authProvider/session';
import type { DropAnswer, FeedInfo } from '../../domain/feeds/types';
import { apiUrl, NETWORK_ERROR_MESSAGE, toHttpError } from '../http';
import type { ChannelFeed, DropTarget, Http } from '../channels/types';

/** The last files of one channel, as GET /feeds?channel= answers them. */
export const listFeedFiles = async (http: Http, channel: string): Promise<FeedInfo[]> => {
  const files = await http<FeedInfo[] | null>(`/feeds?channel=${encodeURIComponent(channel)}`);
  return Array.isArray(files) ? files : [];
};

/** One feed file's content (`info.path`, relative to the API base). */
export const fetchFeedFile = async (path: string): Promise<Blob> => {
  const headers: Record<string, string> = {};
  const token = getSession()?.accessToken;
  if (token) headers['x-access-token'] = token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers });
  } catch {
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text()) as unknown;
    } catch {
      // Not JSON: never shown (http.ts errorMessageOf).
    }
    throw toHttpError(response.status, response.statusText, body);
  }
  return response.blob();
};

/** What a drop call answers without `?confirm=true`: the count it would remove. */
type DropPreview = DropAnswer & { confirmed?: boolean };

/** A drop of every listing of the channel (motoreto's drop-collection). */
export const dropWholeChannel = (
  path: string,
  channel: { id: string; label: string },
): NonNullable<ChannelFeed['drop']> => ({
  targets: async (http) => {
    const preview = await http<DropPreview>(path);
    return [{ id: channel.id, label: channel.label, count: preview?.count ?? 0 }];
  },
  run: (http) => http<DropAnswer>(`${path}?confirm=true`),
});

/**
 * A drop per part of the channel (Wallapop's accounts: `pathOf(id)`), the parts being the
 * scopes of its last feed files (the accounts list itself is for administrators only).
 */
export const dropByScope = (
  channelId: string,
  pathOf: (scopeId: string) => string,
): NonNullable<ChannelFeed['drop']> => ({
  targets: async (http) => {
    const scopes = (await listFeedFiles(http, channelId)).flatMap((f) =>
      f.scope ? [f.scope] : [],
    );
    return Promise.all(
      scopes.map(async (scope): Promise<DropTarget> => {
        const preview = await http<DropPreview>(pathOf(scope.id));
        return { id: scope.id, label: scope.label, count: preview?.count ?? 0 };
      }),
    );
  },
  run: (http, scopeId) => http<DropAnswer>(`${pathOf(scopeId)}?confirm=true`),
});
