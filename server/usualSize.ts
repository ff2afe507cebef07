// How much a server keeps in memory ahead of its reads. Up to a usual size, the whole answers and
// files made from a collection (the group stock's answer and portal feeds, a channel's feed
// elements) are kept once made and kept current, so each read answers at once. Above it (a group
// with 100,000 vehicles) they are made for each read and not kept: kept, they would take
// gigabytes (the group stock's answer alone is 440 MB at 100,000, its nine feeds as much again).

/** The records of one collection whose answers and files are kept once made. */
export const USUAL_SIZE = 20_000;
